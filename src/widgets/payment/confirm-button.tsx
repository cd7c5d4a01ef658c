export interface ConfirmButtonProps {
  label: string;
  /** The label while processing (the flow's `card-processing`, "Processing…"). */
  processingLabel: string;
  /** Nothing happens on click (blocked or processing); the button stays focusable and is described by the reason. */
  inactive: boolean;
  processing: boolean;
  /** A blocker shown on press holds (the flow's `show: "onPress"`): the button looks and reads active, but a press only calls `onBlocked`. */
  held?: boolean;
  describedBy?: string;
  onConfirm: () => void;
  /** Pressed while inactive (the page then points at what is missing). */
  onBlocked?: () => void;
}

/** The Confirm Appointment button: aria-disabled (not `disabled`) so keyboard users reach it and hear why; busy while processing (H-27); `held`, active to the eye but a press only says what is missing (no card is tokenized). */
export function ConfirmButton({ label, processingLabel, inactive, processing, held = false, describedBy, onConfirm, onBlocked }: ConfirmButtonProps) {
  return (
    <button
      type="button"
      className="button button--primary confirm-button"
      aria-disabled={inactive || processing || undefined}
      aria-busy={processing || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (processing) return;
        if (inactive || held) onBlocked?.();
        else onConfirm();
      }}
    >
      {processing ? processingLabel : label}
    </button>
  );
}
