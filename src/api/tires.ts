/**
 * Tire products. M-20 GET /atd/products/{a}/{b}: the parameters are not named (OPEN-04); chosen:
 * `{atd_location_id}/{tire_size}` with the size reduced to its digits (P225/45R17 → 2254517) so it fits one
 * path segment. Answer: `{ products }`.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** Default tire location id (spec §9). */
export const DEFAULT_ATD_LOCATION_ID = 1258934;

const tireProductSchema = z.object({
  ATDProductNumber: z.string(),
  brand: z.string(),
  style: z.nullish(z.string()),
  price: z.object({ cost: z.nullish(z.number()), retail: z.number() }),
  images: z.nullish(z.object({ large: z.nullish(z.string()) })),
  productSpec: z.nullish(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  OEMakes: z.nullish(z.array(z.string())),
  availability: z.nullish(z.object({ local: z.nullish(z.int()), localPlus: z.nullish(z.int()) })),
  recommendation: z.nullish(z.union([z.string(), z.number(), z.boolean()])),
});
export type TireProduct = z.infer<typeof tireProductSchema>;
const tireProductsAnswerSchema = z.object({ products: z.array(tireProductSchema) });

/** P225/45R17 → 2254517 */
export function tireSizePathSegment(size: string): string {
  return size.replace(/[^0-9]/g, '');
}

export const tireKeys = {
  all: ['tires'] as const,
  products: (atdLocationId: number, tireSize: string) => [...tireKeys.all, 'products', atdLocationId, tireSizePathSegment(tireSize)] as const,
};

/** M-20 */
export async function getTireProducts(atdLocationId: number, tireSize: string, signal?: AbortSignal) {
  const answer = await apiFetch('GET', `/atd/products/${atdLocationId}/${tireSizePathSegment(tireSize)}`, { schema: tireProductsAnswerSchema, signal });
  return answer.products;
}

export function tireProductsQueryOptions(atdLocationId: number, tireSize: string) {
  return queryOptions({
    queryKey: tireKeys.products(atdLocationId, tireSize),
    queryFn: ({ signal }) => getTireProducts(atdLocationId, tireSize, signal),
    retry: false,
  });
}
export function useTireProducts(atdLocationId: number | null | undefined, tireSize: string | null | undefined) {
  return useQuery({
    ...tireProductsQueryOptions(atdLocationId ?? DEFAULT_ATD_LOCATION_ID, tireSize ?? ''),
    enabled: !!tireSize && tireSizePathSegment(tireSize).length >= 5,
  });
}
