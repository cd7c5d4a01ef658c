import { TextField } from '../../ui/fields/text-field';
import { SignInFormFrame, type FieldInput, type Submission } from '../shared/sign-in-form-frame';
import { SignInNotice } from '../shared/sign-in-notice';

interface ForgotPasswordTexts {
  email: string;
  submit: string;
  busy: string;
  back: string;
}

export interface ForgotPasswordViewProps {
  texts: ForgotPasswordTexts;
  email: FieldInput;
  /** "Required" under the field after an empty submit. */
  error: string | null;
  /** The back end's answer: its message, as a success note or (J-14) a failure alert. */
  outcome: { ok: boolean; message: string } | null;
  submission: Submission;
}

/** /forgot-password (J-13, J-14): the e-mail, Send Reset Link, the answer's message and the way back to Log In. */
export function ForgotPasswordView({ texts, email, error, outcome, submission }: ForgotPasswordViewProps) {
  return (
    <SignInFormFrame submission={submission} texts={texts} link={{ to: '/login', label: texts.back }}>
      {outcome ? <SignInNotice ok={outcome.ok}>{outcome.message}</SignInNotice> : null}
      <TextField label={texts.email} {...email} autoComplete="email" required error={error} />
    </SignInFormFrame>
  );
}
