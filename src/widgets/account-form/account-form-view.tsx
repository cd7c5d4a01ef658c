/**
 * The Create Account form as the customer sees it: the flow's JSON Schema drawn by @rjsf/core, the
 * one or two submit buttons (E-03), the existing-e-mail notice with its links (E-13, E-14), the
 * failure notice (E-16) and the Incorrect Password modal (E-15). Plain props; no network.
 */
import { textsOf } from '../contract/texts-of';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SchemaForm, type SchemaFormProps } from '../../ui/form/schema-form';
import { ErrorModal } from '../shared/error-modal';
import { accountWidgets } from './account-fields';
import type { AccountFormData } from './account-model';
import './account-form.css';

export type SubmitMode = 'account' | 'guest';

/** A notice under the form: the existing e-mail (with Log In / Reset Password links) or a failure. */
export type AccountNotice = { kind: 'email-exists'; text: string } | { kind: 'failed'; text: string };

/**
 * The form itself, handed to the one rjsf wrapper as it is: the flow's schema and uiSchema, the data,
 * `transformErrors` (the flow's messages for ajv's English), `customValidate` (rules the schema cannot
 * state per provider: the password unless guest checkout, E-08) and `validateOnMount` (show the errors
 * of `formData` at once: stories, a form left invalid).
 */
type AccountSchemaForm = Pick<SchemaFormProps<AccountFormData>, 'schema' | 'uiSchema' | 'transformErrors' | 'customValidate' | 'validateOnMount'> & {
  formData: AccountFormData;
  onChange: (data: AccountFormData) => void;
};

const ACCOUNT_FORM_KEYS = {
  createAccount: 'create-account', continueAsGuest: 'continue-as-guest', pleaseWait: 'please-wait',
  formLoading: 'form-loading', formLabel: 'account-form-label', logIn: 'email-exists-login',
  resetPassword: 'email-exists-reset',
} as const;

/** The form's words (the flow's messages). */
export type AccountFormLabels = Record<keyof typeof ACCOUNT_FORM_KEYS, string>;

/** {@link AccountFormLabels} from a widget's `text`. */
export function accountFormLabels(text: (key: string) => string): AccountFormLabels {
  return textsOf(text, ACCOUNT_FORM_KEYS);
}

export interface AccountFormViewProps {
  form: AccountSchemaForm;
  /** E-03: "Continue as guest" next to "Create account & continue". */
  guestCheckout: boolean;
  /** The flow's texts: the buttons, the busy label, the form's name and the E-14 links' words. */
  labels: AccountFormLabels;
  /** The button whose sign-up is running, or null. */
  busy: SubmitMode | null;
  /** A valid submit by one of the buttons. */
  onSubmit: (mode: SubmitMode, data: AccountFormData) => void;
  notice: AccountNotice | null;
  /** E-15: the Incorrect Password modal, open while given. */
  incorrectPassword: { title: string; message: string; close: string } | null;
  onCloseIncorrectPassword: () => void;
}

/** Login after which the customer comes back to schedule (E-14). */
const LOGIN_LINK = '/login?redirect=%2Fpricing%2Fschedule';
const RESET_LINK = '/forgot-password';

/** The E-13 text with "Log In" and "Reset Password" (the flow's words for them) as the E-14 links (appended when a provider's wording lacks them). */
function EmailExistsText({ text, logIn, resetPassword }: { text: string; logIn: string; resetPassword: string }) {
  const parts: ReactNode[] = [];
  let rest = text;
  let missing: Array<'login' | 'reset'> = [];
  for (const [phrase, kind] of [[logIn, 'login'], [resetPassword, 'reset']] as const) {
    const at = rest.indexOf(phrase);
    if (at < 0) {
      missing = [...missing, kind];
      continue;
    }
    parts.push(rest.slice(0, at));
    parts.push(
      <Link key={kind} to={kind === 'login' ? LOGIN_LINK : RESET_LINK}>
        {phrase}
      </Link>,
    );
    rest = rest.slice(at + phrase.length);
  }
  parts.push(rest);
  return (
    <>
      {parts}
      {missing.includes('login') ? (
        <>
          {' '}
          <Link to={LOGIN_LINK}>{logIn}</Link>
        </>
      ) : null}
      {missing.includes('reset') ? (
        <>
          {' '}
          <Link to={RESET_LINK}>{resetPassword}</Link>
        </>
      ) : null}
    </>
  );
}

export function AccountFormView(props: AccountFormViewProps) {
  const { form, guestCheckout, labels, busy, notice, incorrectPassword } = props;
  const mode = useRef<SubmitMode>('account');
  const working = busy !== null;
  // A failed sign-up (E-13, E-16) is said just above the buttons and given the focus, each time (issue 26).
  // While working, only the buttons say so (aria-disabled: the pressed one keeps the focus). The fields are not
  // disabled: rjsf would draw the whole form again as the request leaves and again before the next step (issue 28).
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // E-03: "Create account & continue", and "Continue as guest" beside it where the provider allows guests.
  const buttons = [
    { mode: 'account' as const, label: labels.createAccount, className: 'button--primary' },
    ...(guestCheckout ? [{ mode: 'guest' as const, label: labels.continueAsGuest, className: 'button--secondary' }] : []),
  ];
  return (
    <section className="account-form" aria-label={labels.formLabel}>
      <SchemaForm<AccountFormData>
        {...form}
        className="widget-form account-form__form"
        loadingLabel={labels.formLoading}
        widgets={accountWidgets}
        onSubmit={(data) => props.onSubmit(mode.current, data)}
      >
        {notice ? (
          <p ref={noticeRef} className={`account-form__notice account-form__notice--${notice.kind}`} role="alert" tabIndex={-1}>
            {notice.kind === 'email-exists' ? <EmailExistsText text={notice.text} logIn={labels.logIn} resetPassword={labels.resetPassword} /> : notice.text}
          </p>
        ) : null}
        <div className="account-form__actions">
          {buttons.map(({ mode: m, label, className }) => (
            <button
              key={m}
              type="submit"
              className={`button ${className}`}
              aria-disabled={working || undefined}
              aria-busy={busy === m || undefined}
              onClick={() => {
                mode.current = m;
              }}
            >
              {busy === m ? labels.pleaseWait : label}
            </button>
          ))}
        </div>
      </SchemaForm>
      <ErrorModal
        open={incorrectPassword !== null}
        title={incorrectPassword?.title ?? ''}
        message={incorrectPassword?.message ?? ''}
        closeLabel={incorrectPassword?.close ?? ''}
        onClose={props.onCloseIncorrectPassword}
      />
    </section>
  );
}
