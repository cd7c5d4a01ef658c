/**
 * Marketing calls.
 * M-62 maps conversion (path chosen): POST /maps-conversion { token } with the cookie token; answer Status, Message.
 * M-67 banner: the headless content service is external; the mock back end serves the same fields at
 * GET /content/banner (decisions.md Defaults), so the app can read the banner through this module in the preview.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { statusMessageSchema } from './entities';

const bannerSchema = z.object({
  overLineText: z.nullish(z.string()),
  title: z.string(),
  bannerImage: z.nullish(z.object({ src: z.string() })),
  link: z.nullish(z.object({ label: z.nullish(z.string()), link: z.nullish(z.object({ href: z.string() })) })),
  contentSegment: z.nullish(z.string()),
  dealEndDate: z.nullish(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const marketingKeys = {
  all: ['marketing'] as const,
  banner: () => [...marketingKeys.all, 'banner'] as const,
};

/** M-62 */
export function sendMapsConversion(cookieToken: string) {
  return apiFetch('POST', '/maps-conversion', { body: { token: cookieToken }, schema: statusMessageSchema });
}
/** M-67 (mock stand-in path) */
export function getBanner(signal?: AbortSignal) {
  return apiFetch('GET', '/content/banner', { schema: bannerSchema, signal });
}

export function bannerQueryOptions() {
  return queryOptions({ queryKey: marketingKeys.banner(), queryFn: ({ signal }) => getBanner(signal), staleTime: Infinity, retry: false });
}
export function useBanner() {
  return useQuery(bannerQueryOptions());
}
