/**
 * The `forgotPasswordForm` widget (/forgot-password, J-13, J-14): POST /send-reset-link with the e-mail
 * (src/api/auth.ts); the answer's message is shown, a failure's (the server's text) as an alert (J-14).
 * It sends no event: the customer goes on from the e-mail's link.
 */
import { useState } from 'react';
import { useSendResetLink } from '../../api/auth';
import { failureText, statusFailed } from '../shared/answer-failure';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { forgotPasswordFormSpec } from './forgot-password-form.options';
import { ForgotPasswordView } from './forgot-password-form-view';

export default function ForgotPasswordForm({ text }: WidgetPropsOf<typeof forgotPasswordFormSpec>) {
  const send = useSendResetLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async () => {
    if (email.trim() === '') {
      setError(text('required'));
      return;
    }
    setError(null);
    setOutcome(null);
    try {
      const answer = await send.mutateAsync(email);
      if (statusFailed(answer.Status)) setOutcome({ ok: false, message: answer.Message || text('forgot-failed') });
      else setOutcome({ ok: true, message: answer.Message || text('forgot-sent') });
    } catch (e) {
      setOutcome({ ok: false, message: failureText(e, text, text('forgot-failed')) });
    }
  };

  return (
    <ForgotPasswordView
      texts={{ email: text('forgot-email'), submit: text('forgot-submit'), busy: text('forgot-busy'), back: text('forgot-back') }}
      email={{ value: email, onChange: setEmail }}
      error={error}
      outcome={outcome}
      submission={{ busy: send.isPending, onSubmit: () => void submit() }}
    />
  );
}
