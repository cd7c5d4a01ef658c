/** M-33 GET /scheduled-work-token/{token}, M-64 POST /scheduled-work-token/{token}/resend (chosen path). */
import { http } from 'msw';
import { commit, newToken, world } from '../world';
import { now } from '../world/clock';
import { customerById, presentWork } from '../world/present';
import type { StoredWork, TokenLink } from '../world/types';
import { api, errorAnswer, ok } from './context';

const TOKEN_EXPIRED_ANSWER = 'Token is expired.';
const RESEND_SUCCESS_MESSAGE = 'A new payment link email/text is on its way!';

/** The link and its work, or the answer: 404 unknown token, 400 "Token is expired.". */
export function resolveTokenLink(token: string | undefined): { link: TokenLink; work: StoredWork } | Response {
  const link = token ? world().token_links.find((l) => l.token === token) : undefined;
  const work = link ? world().works.find((w) => w.scheduled_work_id === link.scheduled_work_id) : undefined;
  if (!link || !work) return errorAnswer(404, 'Invalid URL');
  if (new Date(link.expires_at) < now()) return errorAnswer(400, TOKEN_EXPIRED_ANSWER);
  return { link, work };
}

export const tokenLinkHandlers = [
  http.get(api('/scheduled-work-token/:token'), ({ params }) => {
    const found = resolveTokenLink(String(params.token));
    if (found instanceof Response) return found;
    return ok(presentWork(found.work));
  }),

  http.post(api('/scheduled-work-token/:token/resend'), ({ params }) => {
    const old = world().token_links.find((l) => l.token === String(params.token));
    if (!old) return errorAnswer(404, 'Invalid URL');
    const fresh: TokenLink = {
      token: newToken(`link-${old.scheduled_work_id}`),
      scheduled_work_id: old.scheduled_work_id,
      expires_at: new Date(now().getTime() + 7 * 86_400_000).toISOString(),
    };
    world().token_links.push(fresh);
    const work = world().works.find((w) => w.scheduled_work_id === old.scheduled_work_id);
    const c = work ? customerById(work.customer_id) : undefined;
    world().notifications.push({ kind: 'access-link', to: c?.email ?? 'unknown', at: now().toISOString(), detail: `/update-payment/${fresh.token}` });
    commit();
    return ok({ Status: 'success', Message: RESEND_SUCCESS_MESSAGE });
  }),
];
