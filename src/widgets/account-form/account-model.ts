/**
 * Pure rules of the Create Account step (E-01..E-12, E-23): the run-time uiSchema (what the flow shows for the
 * provider), the phone mask, the sign-up request and the booking's customer. No React, no network.
 */
import type { UiSchema } from '@rjsf/utils';
import type { SignUpInput } from '../../api/auth';
import { centsToDollars } from '../../domain/money';
import { servicesSubtotalCents } from '../../domain/services-subtotal';
import { formatPhoneMask, phoneDigits, signupPhoneValue } from '../../domain/validate-phone';
import type { BookingState } from '../../booking/booking-state';
import type { ProviderContent } from '../contract/widget-props';

/** The form's data (the flow's schema properties). The password is never stored or reported. */
export interface AccountFormData {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  password?: string;
  fleet_account_name?: string;
  how_did_hear?: string;
}

/** What the step shows for the provider (the flow's parts, with the provider's content). */
export interface AccountFeatures {
  /** E-03: "Continue as guest" next to "Create account & continue"; the password is optional (E-08). */
  guestCheckout: boolean;
  /** OPEN-70: the fleet account name field. */
  showFleet: boolean;
  /** E-02: the how-did-you-hear choices, or null when the question is off. */
  howDidHear: string[] | null;
}

/** The step's parts as the flow decides them (`parts` of the accountForm widget). */
export interface AccountParts {
  guestCheckout: boolean;
  fleet: boolean;
  howDidHear: boolean;
}

/**
 * What the step shows: the flow's parts (guest checkout, fleet name, how-did-you-hear), the question's choices from
 * the provider's content (`how_did_hear_options`, blank ones dropped; none: no question).
 */
export function accountFeatures(parts: Readonly<AccountParts>, content: Readonly<Pick<ProviderContent, 'how_did_hear_options'>>): AccountFeatures {
  const options = Array.isArray(content.how_did_hear_options) ? content.how_did_hear_options.filter((o): o is string => typeof o === 'string' && o.trim() !== '') : [];
  return {
    guestCheckout: parts.guestCheckout,
    showFleet: parts.fleet,
    howDidHear: parts.howDidHear && options.length > 0 ? options : null,
  };
}

/** Names of the rjsf widgets this step registers (see account-fields.tsx). */
export const PHONE_WIDGET = 'accountPhone';
export const CHOICE_WIDGET = 'accountChoice';

/**
 * The uiSchema drawn: the flow's, plus what the provider enables. The JSON Schema itself never changes
 * (its precompiled validator is found by its hash), so fields a provider does not use are hidden here
 * rather than removed from the schema.
 */
export function accountUiSchema(base: UiSchema | undefined, features: AccountFeatures, passwordTitle: string, choosePrompt: string): UiSchema {
  const field = (name: string): UiSchema => ({ ...((base?.[name] as UiSchema | undefined) ?? {}) });
  return {
    ...base,
    'ui:order': ['first_name', 'last_name', 'email', 'phone', 'password', 'fleet_account_name', 'how_did_hear', '*'],
    'ui:submitButtonOptions': { norender: true },
    phone: { ...field('phone'), 'ui:widget': PHONE_WIDGET },
    password: { ...field('password'), 'ui:title': passwordTitle },
    fleet_account_name: features.showFleet ? field('fleet_account_name') : { 'ui:widget': 'hidden' },
    how_did_hear: features.howDidHear
      ? { ...field('how_did_hear'), 'ui:widget': CHOICE_WIDGET, 'ui:options': { choices: features.howDidHear, prompt: choosePrompt } }
      : { 'ui:widget': 'hidden' },
  };
}

/**
 * E-07 mask: the digits typed, written 3-3-4 with dashes as they come ("5551234567" → "555-123-4567");
 * anything but digits is dropped. More than 10 digits are kept (555-123-45678) so the pattern rejects
 * them instead of silently cutting a number (OPEN-53: sign-up takes exactly 10 digits).
 */
export function maskPhone(text: string): string {
  const d = phoneDigits(text);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

const trimmed = (s: string | undefined): string => (s ?? '').trim();

/** The form data without the password (what may be kept in the booking's drafts). */
export function withoutPassword(data: AccountFormData): AccountFormData {
  const { password: _never, ...rest } = data;
  return rest;
}

/**
 * E-09..E-11: the POST /booking/customer-signup request. Phone "+1" and the 10 digits (OPEN-53);
 * the password (hashed by the API client) only for an account, never for a guest; how_did_hear and the
 * fleet name only when the provider shows them; is_fleet_user when a fleet name is given.
 */
export function signupInput(data: AccountFormData, booking: BookingState, features: AccountFeatures, guest: boolean): SignUpInput {
  const atLocation = booking.placeMode === 'workplace' || booking.placeMode === 'shop';
  const fleetName = features.showFleet ? trimmed(data.fleet_account_name) : '';
  const heard = features.howDidHear ? trimmed(data.how_did_hear) : '';
  const password = guest ? '' : (data.password ?? '');
  return {
    customer: {
      first_name: trimmed(data.first_name),
      last_name: trimmed(data.last_name),
      email: trimmed(data.email),
      phone: signupPhoneValue(data.phone) ?? '',
      client_location_id: atLocation ? (booking.clientLocation?.id ?? null) : null,
      how_did_hear: heard || null,
      fleet_account_name: fleetName || null,
      is_fleet_user: fleetName !== '',
      ...(password ? { password } : {}),
    },
    pricing: {
      subtotal_dollars: centsToDollars(servicesSubtotalCents(booking.cart, booking.referrerCode)),
      services: booking.cart.map((l) => ({ service_offering_id: l.service_offering_id, quantity: l.quantity })),
    },
  };
}

/** The booking's customer (read by the review step, H-03): the phone shown masked (999) 999-9999 (OPEN-53). */
export function bookingCustomer(data: AccountFormData): BookingState['customer'] {
  return {
    firstName: trimmed(data.first_name),
    lastName: trimmed(data.last_name),
    email: trimmed(data.email),
    phone: formatPhoneMask(phoneDigits(data.phone)),
  };
}

/** The form's starting data: the saved draft, else the booking's customer (phone back in 3-3-4). */
export function initialFormData(saved: Record<string, unknown> | undefined, customer: BookingState['customer']): AccountFormData {
  if (saved && typeof saved === 'object') return withoutPassword(saved as AccountFormData);
  const data: AccountFormData = {};
  if (customer.firstName) data.first_name = customer.firstName;
  if (customer.lastName) data.last_name = customer.lastName;
  if (customer.email) data.email = customer.email;
  if (customer.phone) data.phone = maskPhone(customer.phone);
  return data;
}
