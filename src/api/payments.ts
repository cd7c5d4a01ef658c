/**
 * Payment methods and cards.
 * M-30 GET /payment-method, M-52 POST /booking/update-payment-method-token, M-53 POST /booking/update-payment-method/{customer_id},
 * M-54 POST /send-failed-payment-notification (answer chosen: Status, Message, OPEN-18).
 */
import * as z from 'zod/mini';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { authKeys } from './auth-keys';
import { statusMessageSchema } from './entities';
import { tokenLinkKeys } from './token-links';
import { useInvalidatingMutation } from './use-invalidating-mutation';

const paymentMethodSchema = z.object({
  payment_method_id: z.int(),
  short_description: z.nullish(z.string()),
  long_description: z.nullish(z.string()),
  name: z.string(),
  is_active: z.nullish(z.boolean()),
  is_internal: z.nullish(z.boolean()),
  is_stripe: z.nullish(z.boolean()),
  is_square: z.nullish(z.boolean()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const cardUpdateAnswerSchema = z.object({
  success: z.boolean(),
  brand: z.nullish(z.string()),
  last4: z.nullish(z.string()),
  failure_reason: z.nullish(z.string()),
  other_pending_sw_list: z.nullish(z.array(z.int())),
});

/** A card token from the card form: exactly one of the two. */
export type CardToken = { stripe_token: string; square_token?: undefined } | { square_token: string; stripe_token?: undefined };

export const paymentKeys = {
  all: ['payments'] as const,
  methods: () => [...paymentKeys.all, 'methods'] as const,
};

/** M-30 */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiFetch('GET', '/payment-method', { schema: z.array(paymentMethodSchema), signal });
}
/** M-52. success false (declined card) is an answer, not an error: the app shows the red panel. */
export function updatePaymentMethodByToken(swToken: string, card: CardToken) {
  return apiFetch('POST', '/booking/update-payment-method-token', { body: { sw_token: swToken, ...card }, schema: cardUpdateAnswerSchema });
}
/** M-53 */
export function updatePaymentMethod(customerId: number, card: CardToken) {
  return apiFetch('POST', `/booking/update-payment-method/${customerId}`, { body: { customer_id: customerId, ...card }, schema: cardUpdateAnswerSchema });
}
/** M-54 */
export function sendFailedPaymentNotification(swToken: string) {
  return apiFetch('POST', '/send-failed-payment-notification', { body: { sw_token: swToken }, schema: statusMessageSchema });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.methods(), queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 5 * 60_000 });
}
export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
export const useUpdatePaymentMethodByToken = () =>
  useInvalidatingMutation((v: { swToken: string; card: CardToken }) => updatePaymentMethodByToken(v.swToken, v.card), [tokenLinkKeys.all]);
export const useUpdatePaymentMethod = () =>
  useInvalidatingMutation((v: { customerId: number; card: CardToken }) => updatePaymentMethod(v.customerId, v.card), [authKeys.customerInfo()]);
export function useSendFailedPaymentNotification() {
  return useMutation({ mutationFn: sendFailedPaymentNotification });
}
