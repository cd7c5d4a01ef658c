import { useId } from 'react';

export interface ContinueButtonProps {
  label: string;
  /** The step's first blocker holds (D-75). */
  blocked: boolean;
  /** The blocker's text, shown under the button while blocked. */
  blockerMessage: string | null;
  busy?: boolean;
  /** What the button reads while busy (the flow's `please-wait`). */
  busyLabel: string;
  /** Called on every press but while busy; blocked, the step refuses it (and the preview's trace records the refusal). */
  onContinue: () => void;
  /** Extra class of the wrapper (e.g. the sidebar's placement). */
  className?: string;
  /** Id of another text that says why Continue is held back (e.g. a notice above it); wins over the blocker message. */
  describedBy?: string;
}

/**
 * The one Continue button (the continueButton widget and the sidebar's Continue, D-75). Blocked or busy it
 * stays focusable (aria-disabled, not `disabled`) so keyboard and screen-reader users reach it; blocked, it shows
 * the blocker message under it as its reason and a press still reaches `onContinue`, where the step refuses it
 * (the flow's blocker decides, and the refusal is traced); busy, it reads `busyLabel` (the flow's "Please wait…") and a press does nothing.
 */
export function ContinueButton({ label, blocked, blockerMessage, busy = false, busyLabel, onContinue, className, describedBy }: ContinueButtonProps) {
  const reasonId = useId();
  const inactive = blocked || busy;
  const reason = blocked ? blockerMessage : null;
  return (
    <div className={className ? `widget-continue ${className}` : 'widget-continue'}>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        aria-describedby={describedBy ?? (reason ? reasonId : undefined)}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onContinue();
        }}
      >
        {busy ? busyLabel : label}
      </button>
      {reason ? (
        <p id={reasonId} className="widget-continue__reason" role="status">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
