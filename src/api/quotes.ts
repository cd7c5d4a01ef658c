/** Multi-option quotes. M-49 GET /quote-from-uuid/{uuid}; an unknown or invalid uuid answers 404. */
import * as z from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { addressSchema, serviceOfferingSchema, vehicleSchema } from './entities';

export const quoteQuestionSchema = z.object({
  field_name: z.string(),
  question: z.string(),
  type: z.enum(['boolean', 'slider', 'other']),
  config_range_max_value: z.number().nullish(),
  display_order: z.number().nullish(),
  admin_can_answer: z.boolean().nullish(),
  is_deleted: z.boolean().nullish(),
});
export const quoteAnswerItemSchema = z.object({
  question: quoteQuestionSchema,
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).nullish(),
});
export const quoteOptionSchema = z.object({
  quote_option_id: z.number().int(),
  name: z.string(),
  label: z.string().nullish(),
  note: z.string().nullish(),
  services: z.array(serviceOfferingSchema),
  answers: z.array(quoteAnswerItemSchema).nullish(),
});
export const quoteSectionSchema = z.object({
  quote_section_id: z.number().int().nullish(),
  name: z.string(),
  note: z.string().nullish(),
  options: z.array(quoteOptionSchema),
});
export const quoteSchema = z.object({
  quote_id: z.number().int(),
  quote_uuid: z.string().nullish(),
  customer_id: z.number().int().nullish(),
  client_location_id: z.number().int().nullish(),
  quote_request: z.object({ address: addressSchema.nullish(), vehicle: vehicleSchema.nullish() }).nullish(),
  name: z.string().nullish(),
  note: z.string().nullish(),
  sections: z.array(quoteSectionSchema),
  coupon_code: z.string().nullish(),
  custom_discount_amount_dollars: z.number().nullish(),
  custom_discount_reason: z.string().nullish(),
});
export type Quote = z.infer<typeof quoteSchema>;
export type QuoteSection = z.infer<typeof quoteSectionSchema>;
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

export const quoteKeys = {
  all: ['quotes'] as const,
  byUuid: (uuid: string) => [...quoteKeys.all, uuid] as const,
};

/** M-49 */
export function getQuote(uuid: string, signal?: AbortSignal) {
  return apiFetch('GET', `/quote-from-uuid/${encodeURIComponent(uuid)}`, { schema: quoteSchema, signal });
}
export function quoteQueryOptions(uuid: string) {
  return queryOptions({ queryKey: quoteKeys.byUuid(uuid), queryFn: ({ signal }) => getQuote(uuid, signal), retry: false });
}
export function useQuote(uuid: string | undefined) {
  return useQuery({ ...quoteQueryOptions(uuid ?? ''), enabled: !!uuid });
}
