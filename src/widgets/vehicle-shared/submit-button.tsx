export interface SubmitButtonProps {
  label: string;
  busy?: boolean;
  /** The form cannot be sent (e.g. the make is not offered, C-45). */
  blocked?: boolean;
  /** Id of the text saying why it is blocked. */
  describedBy?: string;
}

/**
 * A form's submit button. While blocked or busy it stays focusable (aria-disabled) and the form's
 * submit handler ignores it; `describedBy` points at the reason.
 */
export function SubmitButton({ label, busy = false, blocked = false, describedBy }: SubmitButtonProps) {
  return (
    <div className="widget-continue">
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy || blocked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? describedBy : undefined}
      >
        {busy ? 'Please wait…' : label}
      </button>
    </div>
  );
}
