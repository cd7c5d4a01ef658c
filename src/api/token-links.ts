/**
 * Appointment token links (/update-payment/{token}, /appointment/{sw_id}/{token}).
 * M-33 GET /scheduled-work-token/{token}: the appointment; an expired link answers 400 with Message
 * "Token is expired." (see {@link isTokenExpired}). M-64 (path chosen, OPEN-17) POST /scheduled-work-token/{token}/resend.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from './client';
import { scheduledWorkSchema, statusMessageSchema } from './entities';

export const TOKEN_EXPIRED_MESSAGE = 'Token is expired.';

export const tokenLinkKeys = {
  all: ['token-links'] as const,
  byToken: (token: string) => [...tokenLinkKeys.all, token] as const,
};

/** True when the error is the server's "Token is expired." answer (L-50: show the resend panel). */
export function isTokenExpired(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.serverText.trim() === TOKEN_EXPIRED_MESSAGE;
}

/** M-33 */
export function getScheduledWorkByToken(token: string, signal?: AbortSignal) {
  return apiFetch('GET', `/scheduled-work-token/${encodeURIComponent(token)}`, { schema: scheduledWorkSchema, signal });
}
/** M-64. Success Message: "A new payment link email/text is on its way!" */
export function resendAccessLink(token: string) {
  return apiFetch('POST', `/scheduled-work-token/${encodeURIComponent(token)}/resend`, { schema: statusMessageSchema });
}

export function scheduledWorkByTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: tokenLinkKeys.byToken(token),
    queryFn: ({ signal }) => getScheduledWorkByToken(token, signal),
    retry: false,
  });
}
export function useScheduledWorkByToken(token: string | undefined) {
  return useQuery({ ...scheduledWorkByTokenQueryOptions(token ?? ''), enabled: !!token });
}
export function useResendAccessLink() {
  return useMutation({ mutationFn: resendAccessLink });
}
