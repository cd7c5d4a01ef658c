import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TextFieldProps } from '../../ui/fields/text-field';
import './sign-in-forms.css';

/** A sign-in form's typed field: its value and its change. */
export type FieldInput = Pick<TextFieldProps, 'value' | 'onChange'>;

/** A sign-in form's sending: whether it runs (J-05) and what a submit starts. */
export interface Submission {
  busy: boolean;
  onSubmit: () => void;
}

export interface SignInFormFrameProps {
  submission: Submission;
  /** The primary button's label, and its label while the submission runs. */
  texts: { submit: string; busy: string };
  /** The link under the button to another sign-in page (Log In, Forgot your password?), if any. */
  link?: { to: string; label: string };
  /** The form's notices, then its fields. */
  children: ReactNode;
}

/**
 * The frame of the sign-in pages (J-01..J-17): a form without the browser's validation that submits only while not
 * busy (a busy form says so, its button too), the notices and fields given, the primary button and a link.
 */
export function SignInFormFrame({ submission: { busy, onSubmit }, texts, link, children }: SignInFormFrameProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {children}
      <div className="sign-in-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? texts.busy : texts.submit}
        </button>
        {link ? (
          <Link className="sign-in-form__link" to={link.to}>
            {link.label}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
