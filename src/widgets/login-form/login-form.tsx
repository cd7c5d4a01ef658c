/**
 * The `loginForm` widget (/login, J-01..J-06): e-mail and password, both required (J-02); the md5 sign-in
 * of src/api/auth.ts (J-03, which stores the token); "Invalid username or password." on any failure
 * (J-04); a processing state (J-05). On success (J-06) the answer's customer, vehicles and scheduled works
 * become the customer-info query's data, the visitor's unsaved drafts (a typed home address, an unsaved
 * vehicle) give way to the saved ones, and `signedIn` is sent: the flow applies the safe redirect (J-07,
 * J-08). The password stays in this component's state only.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignIn, type SignInAnswer } from '../../api/auth';
import { authKeys } from '../../api/auth-keys';
import type { CustomerInfo } from '../../api/customer-info';
import { LOGIN_FAILED_KEY, validateLogin } from '../../domain/validate-login';
import { fieldErrorTexts } from '../../domain/validation-messages';
import { textsOf } from '../contract/texts-of';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { loginFormSpec } from './login-form.options';
import { LoginFormView } from './login-form-view';

const LOGIN_KEYS = {
  email: 'login-email', password: 'login-password', submit: 'login-submit', busy: 'login-busy', failed: LOGIN_FAILED_KEY,
  forgot: 'login-forgot',
} as const;

/** J-06: the signed-in customer's record as the customer-info query keeps it. */
function customerInfoOf(answer: SignInAnswer): CustomerInfo {
  return { customer: answer.customer, vehicles: answer.vehicles, scheduled_works: answer.scheduledWorks };
}

export default function LoginForm({ text, send, dispatch }: WidgetPropsOf<typeof loginFormSpec>) {
  const qc = useQueryClient();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    const found = validateLogin({ email, password });
    setErrors(fieldErrorTexts(found, text));
    if (found.email || found.password) return;
    setFailed(false);
    try {
      const answer = await signIn.mutateAsync({ email, password });
      qc.setQueryData(authKeys.customerInfo(), customerInfoOf(answer));
      dispatch({ type: 'signedIn' });
      send({ type: 'signedIn' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <LoginFormView
      texts={textsOf(text, LOGIN_KEYS)}
      email={{ value: email, onChange: setEmail }}
      password={{ value: password, onChange: setPassword }}
      errors={errors}
      failed={failed}
      submission={{ busy: signIn.isPending, onSubmit: () => void submit() }}
    />
  );
}
