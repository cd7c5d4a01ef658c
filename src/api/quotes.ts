/** Multi-option quotes. M-49 GET /quote-from-uuid/{uuid}; an unknown or invalid uuid answers 404. */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { addressSchema, serviceOfferingSchema, vehicleSchema } from './entities';

const quoteQuestionSchema = z.object({
  field_name: z.string(),
  question: z.string(),
  type: z.enum(['boolean', 'slider', 'other']),
  config_range_max_value: z.nullish(z.number()),
  display_order: z.nullish(z.number()),
  admin_can_answer: z.nullish(z.boolean()),
  is_deleted: z.nullish(z.boolean()),
});
const quoteAnswerItemSchema = z.object({
  question: quoteQuestionSchema,
  value: z.nullish(z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
const quoteOptionSchema = z.object({
  quote_option_id: z.int(),
  name: z.string(),
  label: z.nullish(z.string()),
  note: z.nullish(z.string()),
  services: z.array(serviceOfferingSchema),
  answers: z.nullish(z.array(quoteAnswerItemSchema)),
});
const quoteSectionSchema = z.object({
  quote_section_id: z.nullish(z.int()),
  name: z.string(),
  note: z.nullish(z.string()),
  options: z.array(quoteOptionSchema),
});
export const quoteSchema = z.object({
  quote_id: z.int(),
  quote_uuid: z.nullish(z.string()),
  customer_id: z.nullish(z.int()),
  client_location_id: z.nullish(z.int()),
  quote_request: z.nullish(z.object({ address: z.nullish(addressSchema), vehicle: z.nullish(vehicleSchema) })),
  name: z.nullish(z.string()),
  note: z.nullish(z.string()),
  sections: z.array(quoteSectionSchema),
  coupon_code: z.nullish(z.string()),
  custom_discount_amount_dollars: z.nullish(z.number()),
  custom_discount_reason: z.nullish(z.string()),
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
