import type { ReactNode } from 'react';

/**
 * The page's primary button for a call (Reschedule, Resend Access Link): while `busy` it says so, stays focusable
 * (aria-disabled) and a press does nothing.
 */
export function WaitingButton({ busy, onPress, children }: { busy: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}
