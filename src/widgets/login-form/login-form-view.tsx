import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../ui/fields/text-field';
import { PasswordField } from '../shared/password-field';
import '../shared/sign-in-forms.css';

export interface LoginFormTexts {
  email: string;
  password: string;
  submit: string;
  busy: string;
  failed: string;
  forgot: string;
}

export interface LoginFormViewProps {
  texts: LoginFormTexts;
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  /** J-02: "Required" under a field left empty (after a submit). */
  errors: { email?: string; password?: string };
  /** J-05: the sign-in is running: the button says so and does not submit again. */
  busy: boolean;
  /** J-04: the last sign-in failed. */
  failed: boolean;
  onSubmit: () => void;
}

/** The sign-in form (J-01..J-05): e-mail, password, Log In, the failure alert and the link to /forgot-password. */
export function LoginFormView({ texts, email, password, onEmail, onPassword, errors, busy, failed, onSubmit }: LoginFormViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {failed ? (
        <p className="sign-in-form__failure" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <TextField label={texts.email} value={email} onChange={onEmail} autoComplete="email" required error={errors.email} />
      <PasswordField label={texts.password} value={password} onChange={onPassword} autoComplete="current-password" required error={errors.password} />
      <div className="sign-in-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? texts.busy : texts.submit}
        </button>
        <Link className="sign-in-form__link" to="/forgot-password">
          {texts.forgot}
        </Link>
      </div>
    </form>
  );
}
