import type { ReactNode } from 'react';
import './sign-in-forms.css';

/**
 * A sign-in page's message above its fields: a success as a status note, a failure (J-04, J-14, J-15, J-17) as an
 * alert in red. `className` adds to the kind's class.
 */
export function SignInNotice({ ok = false, className, children }: { ok?: boolean; className?: string; children: ReactNode }) {
  const kind = ok ? 'sign-in-form__success' : 'sign-in-form__failure';
  return (
    <p className={className ? `${kind} ${className}` : kind} role={ok ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
