import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../ui/fields/text-field';
import '../shared/sign-in-forms.css';

interface ForgotPasswordTexts {
  email: string;
  submit: string;
  busy: string;
  back: string;
}

export interface ForgotPasswordViewProps {
  texts: ForgotPasswordTexts;
  email: string;
  onEmail: (value: string) => void;
  /** "Required" under the field after an empty submit. */
  error: string | null;
  busy: boolean;
  /** The back end's answer: its message, as a success note or (J-14) a failure alert. */
  outcome: { ok: boolean; message: string } | null;
  onSubmit: () => void;
}

/** /forgot-password (J-13, J-14): the e-mail, Send Reset Link, the answer's message and the way back to Log In. */
export function ForgotPasswordView({ texts, email, onEmail, error, busy, outcome, onSubmit }: ForgotPasswordViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {outcome ? (
        <p className={outcome.ok ? 'sign-in-form__success' : 'sign-in-form__failure'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      ) : null}
      <TextField label={texts.email} value={email} onChange={onEmail} autoComplete="email" required error={error} />
      <div className="sign-in-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? texts.busy : texts.submit}
        </button>
        <Link className="sign-in-form__link" to="/login">
          {texts.back}
        </Link>
      </div>
    </form>
  );
}
