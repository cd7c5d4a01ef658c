import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PasswordField } from '../shared/password-field';
import '../shared/sign-in-forms.css';

interface ResetPasswordTexts {
  password: string;
  confirm: string;
  submit: string;
  busy: string;
  login: string;
}

export interface ResetPasswordViewProps {
  texts: ResetPasswordTexts;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** J-15: "Error: your passwords don't match", as an alert. */
  mismatch: string | null;
  /** J-17: the server's message in a red panel. */
  failure: string | null;
  /** Reset without a token to sign in with: the server's message and a link to Log In. */
  done: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** /reset-password/:rpId (J-15..J-17): the two password fields, Save Password, the mismatch alert and the red failure panel. */
export function ResetPasswordView({ texts, password, confirmation, onPassword, onConfirmation, mismatch, failure, done, busy, onSubmit }: ResetPasswordViewProps) {
  if (done !== null) {
    return (
      <div className="sign-in-form">
        <p className="sign-in-form__success" role="status">
          {done}
        </p>
        <Link className="button button--primary" to="/login">
          {texts.login}
        </Link>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {mismatch ? (
        <p className="sign-in-form__failure" role="alert">
          {mismatch}
        </p>
      ) : null}
      {failure ? (
        <p className="sign-in-form__failure reset-password__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <PasswordField label={texts.password} value={password} onChange={onPassword} autoComplete="new-password" required />
      <PasswordField label={texts.confirm} value={confirmation} onChange={onConfirmation} autoComplete="new-password" required />
      <div className="sign-in-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? texts.busy : texts.submit}
        </button>
      </div>
    </form>
  );
}
