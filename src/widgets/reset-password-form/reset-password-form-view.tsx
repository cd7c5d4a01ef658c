import { Link } from 'react-router-dom';
import { PasswordField } from '../shared/password-field';
import { SignInFormFrame, type FieldInput, type Submission } from '../shared/sign-in-form-frame';
import { SignInNotice } from '../shared/sign-in-notice';

interface ResetPasswordTexts {
  password: string;
  confirm: string;
  submit: string;
  busy: string;
  login: string;
}

export interface ResetPasswordViewProps {
  texts: ResetPasswordTexts;
  password: FieldInput;
  confirmation: FieldInput;
  /** J-15: "Error: your passwords don't match", as an alert. */
  mismatch: string | null;
  /** J-17: the server's message in a red panel. */
  failure: string | null;
  /** Reset without a token to sign in with: the server's message and a link to Log In. */
  done: string | null;
  submission: Submission;
}

/** /reset-password/:rpId (J-15..J-17): the two password fields, Save Password, the mismatch alert and the red failure panel. */
export function ResetPasswordView({ texts, password, confirmation, mismatch, failure, done, submission }: ResetPasswordViewProps) {
  if (done !== null) {
    return (
      <div className="sign-in-form">
        <SignInNotice ok>{done}</SignInNotice>
        <Link className="button button--primary" to="/login">
          {texts.login}
        </Link>
      </div>
    );
  }
  return (
    <SignInFormFrame submission={submission} texts={texts}>
      {mismatch ? <SignInNotice>{mismatch}</SignInNotice> : null}
      {failure ? <SignInNotice className="reset-password__failure">{failure}</SignInNotice> : null}
      <PasswordField label={texts.password} {...password} autoComplete="new-password" required />
      <PasswordField label={texts.confirm} {...confirmation} autoComplete="new-password" required />
    </SignInFormFrame>
  );
}
