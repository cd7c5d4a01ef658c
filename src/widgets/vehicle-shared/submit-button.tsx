export interface SubmitButtonProps {
  label: string;
  /** The label while busy (the flow's "Please wait…"). */
  busyLabel: string;
  busy?: boolean;
  /** The step's blocker holds (e.g. the make is not offered, C-45): the button reads as inactive, a press is still sent. */
  blocked?: boolean;
  /** Id of the text saying why it is blocked. */
  describedBy?: string;
}

/**
 * A form's submit button. While blocked or busy it stays focusable (aria-disabled); `describedBy` points at the
 * reason. The form's submit handler decides what a press does (busy: nothing; blocked: the step is asked, and refuses).
 */
export function SubmitButton({ label, busyLabel, busy = false, blocked = false, describedBy }: SubmitButtonProps) {
  return (
    <div className="widget-continue">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy || blocked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? describedBy : undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
