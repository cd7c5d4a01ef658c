import { TextField } from '../../ui/fields/text-field';
import { PasswordField } from '../shared/password-field';
import { SignInFormFrame, type FieldInput, type Submission } from '../shared/sign-in-form-frame';
import { SignInNotice } from '../shared/sign-in-notice';

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
  email: FieldInput;
  password: FieldInput;
  /** J-02: "Required" under a field left empty (after a submit). */
  errors: { email?: string; password?: string };
  /** J-04: the last sign-in failed. */
  failed: boolean;
  /** J-05: while the sign-in runs, the button says so and does not submit again. */
  submission: Submission;
}

/** The sign-in form (J-01..J-05): e-mail, password, Log In, the failure alert and the link to /forgot-password. */
export function LoginFormView({ texts, email, password, errors, failed, submission }: LoginFormViewProps) {
  return (
    <SignInFormFrame submission={submission} texts={texts} link={{ to: '/forgot-password', label: texts.forgot }}>
      {failed ? <SignInNotice>{texts.failed}</SignInNotice> : null}
      <TextField label={texts.email} {...email} autoComplete="email" required error={errors.email} />
      <PasswordField label={texts.password} {...password} autoComplete="current-password" required error={errors.password} />
    </SignInFormFrame>
  );
}
