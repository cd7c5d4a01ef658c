/**
 * The `accountForm` widget (/pricing/account, E-01..E-17, E-23): the flow's JSON Schema drawn by
 * @rjsf/core with the flow's messages, what the flow shows for the provider (parts: fleet account name, how did
 * you hear — its choices the provider's content —, guest checkout), the sign-up call and what follows it. Where the customer goes next is the
 * flow's job: `signedUp` (E-21: save or schedule), `guestContinue` (schedule), `addressCreateFailed`,
 * `placeNotServed` (issue 15: the typed home address's postal code, let through when the place step could not
 * check it (B-40), is checked again before the account is created; when it is not served, B-29's
 * "Sorry, we do not yet do at-home services in {code}." shows and the customer goes back to the place step).
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomValidator, ErrorTransformer, RJSFSchema } from '@rjsf/utils';
import { useCustomerSignup } from '../../api/auth';
import { ApiError } from '../../api/client';
import { failureKey } from '../../api/failure-text';
import { fillMessage } from '../../domain/fill-message';
import { useToast } from '../../ui/toasts/toast-context';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { accountFormSpec } from './account-form.options';
import { useBookingStore } from '../../booking/booking-store-context';
import { mapFormErrors } from '../../ui/form/form-error-messages';
import { criticalErrorText } from '../vehicle-shared/save-vehicle';
import { AccountFormView, accountFormLabels, type AccountNotice, type SubmitMode } from './account-form-view';
import {
  accountFeatures,
  accountUiSchema,
  bookingCustomer,
  initialFormData,
  signupInput,
  withoutPassword,
  type AccountFormData,
} from './account-model';
import { afterSignup } from './after-signup';
import { recheckServiceArea } from '../address-shared/recheck-service-area';

function passwordTitle(schema: RJSFSchema, required: boolean, text: (key: string, vars?: Readonly<Record<string, unknown>>) => string): string {
  const prop = schema.properties?.password;
  const title = prop && typeof prop === 'object' && typeof prop.title === 'string' ? prop.title : text('password-title');
  // Required unless guest checkout (E-08); marked like rjsf marks the schema's required fields.
  return required ? `${title}*` : text('password-optional', { title });
}

export default function AccountForm({ options, parts, text, values, send, dispatch }: WidgetPropsOf<typeof accountFormSpec>) {
  const { content } = values;
  // Read when needed, not subscribed: typing elsewhere in the booking does not re-render the form.
  const bookingStore = useBookingStore();
  const { guestCheckout, fleet, howDidHear } = parts;
  const howDidHearOptions = content.how_did_hear_options;
  const features = useMemo(() => accountFeatures({ guestCheckout, fleet, howDidHear }, { how_did_hear_options: howDidHearOptions }), [guestCheckout, fleet, howDidHear, howDidHearOptions]);
  const passwordRequired = !features.guestCheckout;
  const qc = useQueryClient();
  const toast = useToast();
  const signup = useCustomerSignup();

  const [data, setData] = useState<AccountFormData>(() => initialFormData(values.formData, bookingStore.getState().customer));
  const [busy, setBusy] = useState<SubmitMode | null>(null);
  const [notice, setNotice] = useState<AccountNotice | null>(null);
  const [incorrectPassword, setIncorrectPassword] = useState(false);

  // A sign-up signs the customer in, so the step may be replaced while its follow-up calls run:
  // they finish with the latest booking (read from the store as they run) and send through the latest `send`.
  const latest = useRef({ send });
  useEffect(() => {
    latest.current = { send };
  }, [send]);

  const uiSchema = useMemo(
    () => accountUiSchema(options.uiSchema, features, passwordTitle(options.schema, passwordRequired, text), text('how-did-hear-choose')),
    [options.uiSchema, options.schema, features, passwordRequired, text],
  );
  const transformErrors = useCallback<ErrorTransformer>((errors) => mapFormErrors(errors, options.errorMessages, text), [options.errorMessages, text]);
  const customValidate = useCallback<CustomValidator>(
    (form, errors) => {
      const password = (form as AccountFormData | undefined)?.password;
      if (passwordRequired && !password) errors.password?.addError(text('password-required'));
      return errors;
    },
    [passwordRequired, text],
  );

  const onChange = (next: AccountFormData) => {
    setData(next);
    // Typed data survives a reload; the password never leaves the form.
    dispatch({ type: 'saveForm', stepId: 'account', data: { ...withoutPassword(next) } });
  };

  /** A submit under way: any further press starts nothing (the buttons are only aria-disabled, and not yet that before the busy state is drawn). */
  const submitting = useRef(false);
  const done = () => {
    submitting.current = false;
    setBusy(null);
  };

  const submit = async (mode: SubmitMode, form: AccountFormData) => {
    if (submitting.current) return;
    submitting.current = true;
    const guest = mode === 'guest';
    // The busy buttons are drawn in a transition, after the sign-up has left, not before it (the press's own
    // microtasks, which start the request, run first).
    startTransition(() => {
      setNotice(null);
      setBusy(mode);
    });
    // B-40 let the typed home address through while the service area could not be read: check it again now.
    const area = await recheckServiceArea(qc, bookingStore.getState());
    if (area.kind === 'not-served') {
      done();
      toast.show({ kind: 'error', text: fillMessage(text('postal-code-not-served'), { code: area.code }), keepOnNavigation: true });
      latest.current.send({ type: 'placeNotServed' });
      return;
    }
    let answer;
    try {
      answer = await signup.mutateAsync(signupInput(form, bookingStore.getState(), features, guest));
    } catch (error) {
      done();
      // E-13: 409 = the e-mail has an account; a rate limit: try again in a moment; E-16: anything else.
      const exists = error instanceof ApiError && error.status === 409;
      const failed = text(failureKey(error, 'signup-failed'));
      setNotice(exists ? { kind: 'email-exists', text: text('email-exists') } : { kind: 'failed', text: failed });
      return;
    }
    if (answer.invalid_password) {
      done();
      setIncorrectPassword(true); // E-15
      return;
    }
    if (answer.customer_id == null && !answer.token) {
      done();
      setNotice({ kind: 'failed', text: text('signup-failed') });
      return;
    }
    const after = await afterSignup(qc, bookingStore.getState(), answer);
    const a = after.address;
    dispatch({
      type: 'accountSaved',
      customer: bookingCustomer(form),
      guest,
      form: { ...withoutPassword(form) },
      address: a
        ? { id: a.customer_address_id, one_line_human_readable_address: a.one_line_human_readable_address ?? '', time_zone: a.time_zone, tax_rate_percent: a.tax_rate_percent }
        : null,
      vehicleId: after.vehicleId,
    });
    if (after.vehicleError) toast.show({ kind: 'error', text: criticalErrorText(after.vehicleError, text) });
    done();
    if (after.addressError) {
      toast.show({ kind: 'error', text: text(failureKey(after.addressError, 'address-create-failed')), keepOnNavigation: true });
      latest.current.send({ type: 'addressCreateFailed' });
      return;
    }
    latest.current.send({ type: guest ? 'guestContinue' : 'signedUp' });
  };

  return (
    <AccountFormView
      form={{ schema: options.schema, uiSchema, formData: data, onChange, transformErrors, customValidate }}
      guestCheckout={features.guestCheckout}
      labels={accountFormLabels(text)}
      busy={busy ?? (values.busy ? 'account' : null)}
      onSubmit={(mode, form) => void submit(mode, form)}
      notice={notice}
      incorrectPassword={incorrectPassword ? { title: text('incorrect-password-title'), message: text('incorrect-password'), close: text('error-modal-close') } : null}
      onCloseIncorrectPassword={() => setIncorrectPassword(false)}
    />
  );
}
