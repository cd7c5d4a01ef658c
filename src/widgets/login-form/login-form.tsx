/**
 * The `loginForm` widget (/login, J-01..J-06): e-mail and password, both required (J-02); the md5 sign-in
 * of src/api/auth.ts (J-03, which stores the token); "Invalid username or password." on any failure
 * (J-04) but a rate limit, which says "try again in a moment" (issue 29: the password may well be right); a processing state (J-05). On success (J-06) the answer's customer, vehicles and scheduled works
 * become the customer-info query's data and the booking keeps what the visitor entered (`mergeSignedIn`, issue 26):
 * the cart, and the looked-up vehicle, as the saved vehicle that is the same one or else saved to the account now (a
 * failed save leaves no vehicle: the saved ones are offered next); a typed home address gives way to the saved ones.
 * Then `signedIn` is sent: the flow applies the safe redirect (J-07, J-08). The password stays in this component's state only.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignIn, type SignInAnswer } from '../../api/auth';
import { authKeys } from '../../api/auth-keys';
import { failureKey } from '../../api/failure-text';
import type { CustomerInfo } from '../../api/customer-info';
import { useCreateVehicle } from '../../api/vehicles';
import { useBookingStore } from '../../booking/booking-store-context';
import { LOGIN_FAILED_KEY, validateLogin } from '../../domain/validate-login';
import { fieldErrorTexts } from '../../domain/validation-messages';
import { textsOf } from '../contract/texts-of';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { loginFormSpec } from './login-form.options';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';
import { unsavedVehicleFields } from '../vehicle-shared/unsaved-vehicle-fields';
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
  const createVehicle = useCreateVehicle();
  const store = useBookingStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  /** The key of the last sign-in's failure (J-04; a rate limit says "try again in a moment", issue 29), or null. */
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async () => {
    const found = validateLogin({ email, password });
    if (found.email || found.password) {
      setErrors(fieldErrorTexts(found, text));
      return;
    }
    // Issue 28: a valid press sets only the state that is shown (old notes, an old failure). Setting it regardless
    // drew the form again, in a microtask ahead of the sign-in's request (≈ 5–10 ms at 4× CPU, traced).
    if (errors.email || errors.password) setErrors({});
    if (failed !== null) setFailed(null);
    let answer: SignInAnswer;
    try {
      answer = await signIn.mutateAsync({ email, password });
      qc.setQueryData(authKeys.customerInfo(), customerInfoOf(answer));
    } catch (e) {
      setFailed(failureKey(e, LOGIN_FAILED_KEY));
      return;
    }
    await mergeBooking(answer);
    send({ type: 'signedIn' });
  };

  /** Issue 26: the booking keeps the visitor's vehicle, matched to a saved one (the command) or saved now. */
  const mergeBooking = async (answer: SignInAnswer) => {
    dispatch({ type: 'mergeSignedIn', savedVehicles: answer.vehicles.filter((v) => !v.is_deleted).map(toBookingVehicle) });
    const fields = unsavedVehicleFields(store.getState());
    if (!fields) return;
    try {
      const created = await createVehicle.mutateAsync({ ...fields, customer_id: answer.customer.customer_id });
      dispatch({ type: 'vehicleSaved', vehicleId: created.vehicle_id });
    } catch {
      dispatch({ type: 'setVehicle', vehicle: null });
    }
  };

  return (
    <LoginFormView
      texts={{ ...textsOf(text, LOGIN_KEYS), ...(failed ? { failed: text(failed) } : {}) }}
      email={{ value: email, onChange: setEmail }}
      password={{ value: password, onChange: setPassword }}
      errors={errors}
      failed={failed !== null}
      submission={{ busy: signIn.isPending || createVehicle.isPending, onSubmit: () => void submit() }}
    />
  );
}
