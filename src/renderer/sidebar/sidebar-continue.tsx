import { useId } from 'react';

export interface SidebarContinueProps {
  label: string;
  /** The step's first blocker holds (D-75). */
  blocked: boolean;
  /** The blocker's text, shown under the button while blocked. */
  blockerMessage: string | null;
  busy?: boolean;
  onContinue: () => void;
}

/**
 * The sidebar's Continue (D-75). Blocked, it stays focusable (aria-disabled) and shows the step's blocker
 * message as its reason, like the continueButton widget it stands in for.
 */
export function SidebarContinue({ label, blocked, blockerMessage, busy = false, onContinue }: SidebarContinueProps) {
  const reasonId = useId();
  const inactive = blocked || busy;
  return (
    <div className="widget-continue sidebar__continue">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        aria-describedby={blocked && blockerMessage ? reasonId : undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!inactive) onContinue();
        }}
      >
        {busy ? 'Please wait…' : label}
      </button>
      {blocked && blockerMessage ? (
        <p id={reasonId} className="widget-continue__reason" role="status">
          {blockerMessage}
        </p>
      ) : null}
    </div>
  );
}
