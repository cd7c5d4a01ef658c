/**
 * Sign-in, sign-up, password reset and the signed-in customer's record.
 * M-38 POST /booking/customer-signup, M-42 POST /user/sign-in, M-43 POST /send-reset-link,
 * M-44 POST /reset-password, M-45 GET /customer-info.
 *
 * Passwords: only `md5(typed password)` (js-md5) goes over the wire; neither the password nor its digest is
 * stored, logged or reported (decisions.md Security).
 */
import * as z from 'zod/mini';
import { md5 } from 'js-md5';
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, clearToken, setToken } from './client';
import { useMutationThatMaySignIn, useSessionMutation } from './session-queries';
import { warmSchemaWhenIdle } from './warm-schema';
import {
  customerSchema,
  scheduledWorkSchema,
  statusMessageSchema,
  vehicleSchema,
} from './entities';

/** The digest the back end expects for a password. */
export function hashPassword(password: string): string {
  return md5(password);
}


// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const signInAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  customer: customerSchema,
  vehicles: z.array(vehicleSchema),
  scheduledWorks: z.array(scheduledWorkSchema),
  default_client_location: z.nullish(z.object({ short_name: z.nullish(z.string()), client_location_id: z.int(), state: z.nullish(z.string()) })),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

const signUpAnswerSchema = z.object({
  customer_id: z.nullish(z.int()),
  token: z.nullish(z.string()),
  vehicles: z.nullish(z.array(vehicleSchema)),
  vehicle_id: z.nullish(z.int()),
  existing_customer: z.nullish(z.boolean()),
  invalid_password: z.nullish(z.boolean()),
});
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

const resetPasswordAnswerSchema = z.extend(statusMessageSchema, { token: z.nullish(z.string()) });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;


// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/** M-42. Stores the answer's token. */
export async function signIn(input: { email: string; password: string }): Promise<SignInAnswer> {
  const answer = await apiFetch('POST', '/user/sign-in', {
    body: { email: input.email.trim(), md5: hashPassword(input.password) },
    schema: signInAnswerSchema,
  });
  setToken(answer.token);
  return answer;
}

export interface SignUpInput {
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    /** As sent: '+1' followed by 10 digits (decision OPEN-53). */
    phone: string;
    client_location_id?: number | null;
    how_did_hear?: string | null;
    fleet_account_name?: string | null;
    is_fleet_user?: boolean;
    /** Typed password; omitted for a guest. Sent as md5. */
    password?: string;
  };
  /** The cart pricing the back end records with the lead. */
  pricing?: unknown;
}

/** M-38. 409 = the e-mail exists (ApiError status 409). `invalid_password: true` = existing e-mail, wrong password. Stores a returned token. */
export async function customerSignup(input: SignUpInput): Promise<SignUpAnswer> {
  const { password, ...customer } = input.customer;
  const answer = await apiFetch('POST', '/booking/customer-signup', {
    body: { customer: password ? { ...customer, md5: hashPassword(password) } : customer, pricing: input.pricing ?? null },
    schema: signUpAnswerSchema,
  });
  if (answer.token) setToken(answer.token);
  return answer;
}

/** M-43 */
export function sendResetLink(email: string) {
  return apiFetch('POST', '/send-reset-link', { body: { email: email.trim() }, schema: statusMessageSchema });
}

/** M-44. Stores a returned token (the app then signs the user in). */
export async function resetPassword(input: { rp_id: string; password: string }): Promise<ResetPasswordAnswer> {
  const answer = await apiFetch('POST', '/reset-password', {
    body: { rp_id: input.rp_id, md5: hashPassword(input.password) },
    schema: resetPasswordAnswerSchema,
  });
  if (answer.token) setToken(answer.token);
  return answer;
}


/** /logout: local only (there is no sign-out call). */
export function signOut(): void {
  clearToken();
}


// ---------------------------------------------------------------------------------------------
// Query options and hooks
// ---------------------------------------------------------------------------------------------


/** Signs in (M-42); while the form is shown, the answer's schema is set up at idle so the answer parses at once. */
export function useSignIn() {
  useEffect(() => warmSchemaWhenIdle(signInAnswerSchema), []);
  return useSessionMutation(signIn);
}

/** Signs up (M-38); an answer with a token starts a session: what depends on it is fetched afresh. */
export const useCustomerSignup = () => useMutationThatMaySignIn(customerSignup);

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}

/** Sets a new password (J-18); an answer with a token signs the customer in: what depends on it is fetched afresh. */
export const useResetPassword = () => useMutationThatMaySignIn(resetPassword);
