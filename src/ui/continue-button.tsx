import { useEffect, useId, useRef, useState } from 'react';

export interface ContinueButtonProps {
  label: string;
  /** The step's first blocker holds (D-75). */
  blocked: boolean;
  /** The blocker's text: its reason while blocked (see {@link ContinueButton} for when it shows). */
  blockerMessage: string | null;
  /** The blocker's flow says `show: "onPress"`: Continue stays pressable and the message shows only once pressed. */
  showOnPress?: boolean;
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
 * The one Continue button (the continueButton widget and the sidebar's Continue, D-75). Busy or held by an
 * inactive blocker it stays focusable (aria-disabled, not `disabled`) so keyboard and screen-reader users reach it;
 * busy, it reads `busyLabel` (the flow's "Please wait…") and a press does nothing. Promises about the blocker's
 * message (issue 26: no error before the customer acted): an inactive blocker's shows under the button as a
 * neutral hint; a `showOnPress` one shows nothing and leaves the button pressable; a press while blocked turns the
 * message into an alert (announced) and moves the focus to it, and still reaches `onContinue`, where the step
 * refuses it (the flow's blocker decides, and the refusal is traced). A new message waits for the next press.
 */
export function ContinueButton({ label, blocked, blockerMessage, showOnPress = false, busy = false, busyLabel, onContinue, className, describedBy }: ContinueButtonProps) {
  const reasonId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [pressed, setPressed] = useState<{ message: string; count: number } | null>(null);
  const inactive = (blocked && !showOnPress) || busy;
  const reason = blocked ? blockerMessage : null;
  // Once nothing holds, an earlier press is forgotten: the same message coming back waits for a new press.
  if (reason === null && pressed !== null) setPressed(null);
  const alerted = reason !== null && pressed?.message === reason;
  const shown = alerted || (reason !== null && !showOnPress) ? reason : null;
  useEffect(() => {
    if (pressed) alertRef.current?.focus();
  }, [pressed]);
  return (
    <div className={className ? `widget-continue ${className}` : 'widget-continue'}>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={inactive || undefined}
        aria-describedby={describedBy ?? (shown ? reasonId : undefined)}
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (reason !== null) setPressed((p) => ({ message: reason, count: (p?.count ?? 0) + 1 }));
          onContinue();
        }}
      >
        {busy ? busyLabel : label}
      </button>
      {shown && alerted ? (
        <p id={reasonId} ref={alertRef} className="widget-continue__reason" role="alert" tabIndex={-1}>
          {shown}
        </p>
      ) : null}
      {shown && !alerted ? (
        <p id={reasonId} className="widget-continue__reason widget-continue__reason--hint" role="status">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
