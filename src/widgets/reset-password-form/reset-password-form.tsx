/**
 * The `resetPasswordForm` widget (/reset-password/:rpId, J-15..J-18): two password fields, both required
 * and equal, else the alert "Error: your passwords don't match" (J-15, src/domain/validate-reset-password.ts);
 * POST /reset-password with the link's rp_id and the md5 (J-16, src/api/auth.ts); a failure shows the
 * server's message in a red panel (J-17). Success with a token (stored by the API client: the customer is
 * signed in) sends `passwordReset`, and the flow applies the safe redirect, else the account (J-18);
 * success without a token shows the message and a link to Log In.
 */
import { useState } from 'react';
import { useResetPassword } from '../../api/auth';
import { validateResetPassword } from '../../domain/validate-reset-password';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { resetPasswordFormSpec } from './reset-password-form.options';
import { failureText, statusFailed } from '../shared/answer-failure';
import { ResetPasswordView } from './reset-password-form-view';

export default function ResetPasswordForm({ text, values, send }: WidgetPropsOf<typeof resetPasswordFormSpec>) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rpId = values.params.rpId ?? '';

  const submit = async () => {
    const check = validateResetPassword(password, confirmation);
    setMismatch(check.ok ? null : text(check.key, check.vars));
    if (!check.ok) return;
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ rp_id: rpId, password });
      if (statusFailed(answer.Status)) {
        setFailure(answer.Message || text('reset-failed'));
        return;
      }
      if (answer.token) {
        // Signed in (J-18): useResetPassword has the customer's record fetched afresh by whatever shows it.
        send({ type: 'passwordReset' });
        return;
      }
      setDone(answer.Message || text('reset-done'));
    } catch (e) {
      setFailure(failureText(e, text, text('reset-failed')));
    }
  };

  return (
    <ResetPasswordView
      texts={{ password: text('reset-password'), confirm: text('reset-confirm'), submit: text('reset-submit'), busy: text('reset-busy'), login: text('reset-done-login') }}
      password={{ value: password, onChange: setPassword }}
      confirmation={{ value: confirmation, onChange: setConfirmation }}
      mismatch={mismatch}
      failure={failure}
      done={done}
      submission={{ busy: reset.isPending, onSubmit: () => void submit() }}
    />
  );
}
