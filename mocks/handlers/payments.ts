/** M-30 payment methods, M-52 card update by link token, M-53 card update of a customer, M-54 failed-payment notification. */
import { http } from 'msw';
import { commit, world } from '../world';
import { now } from '../world/clock';
import { paymentMethods } from '../world/catalog/misc';
import { customerById } from '../world/present';
import type { StoredCustomer } from '../world/types';
import { api, configFor, errorAnswer, intParam, jsonBody, ok, requireCustomer, str } from './context';
import { resolveTokenLink } from './token-links';

const CARD_DECLINED_REASON = 'Your card was declined.';

/** Card of a token from the card form: a token containing "declined" is declined; brand from the token text. */
function cardOf(token: string): { declined: boolean; brand: string; last4: string } {
  if (/declin/i.test(token)) return { declined: true, brand: '', last4: '' };
  if (/mastercard/i.test(token)) return { declined: false, brand: 'MasterCard', last4: '4444' };
  if (/amex/i.test(token)) return { declined: false, brand: 'American Express', last4: '0005' };
  return { declined: false, brand: 'Visa', last4: '4242' };
}

function readCardToken(body: Record<string, unknown>): { kind: 'stripe' | 'square'; token: string } | undefined {
  const stripe = str(body.stripe_token);
  const square = str(body.square_token);
  if (stripe) return { kind: 'stripe', token: stripe };
  if (square) return { kind: 'square', token: square };
  return undefined;
}

/** Saves a card on the customer; returns the card (or declined). */
export function saveCard(c: StoredCustomer, card: { kind: 'stripe' | 'square'; token: string }) {
  const result = cardOf(card.token);
  if (result.declined) return result;
  if (card.kind === 'stripe') Object.assign(c, { stripe_brand: result.brand, stripe_last4: result.last4 });
  else Object.assign(c, { square_brand: result.brand, square_last4: result.last4 });
  c.has_credit_card = true;
  return result;
}

export const paymentHandlers = [
  http.get(api('/payment-method'), ({ request }) => {
    const config = configFor(request);
    return ok(paymentMethods.filter((m) => (m.is_stripe ? !!config.is_using_stripe : m.is_square ? !!config.is_using_square : true)));
  }),

  http.post(api('/booking/update-payment-method-token'), async ({ request }) => {
    const body = await jsonBody(request);
    const found = resolveTokenLink(str(body.sw_token));
    if (found instanceof Response) return found;
    const card = readCardToken(body);
    if (!card) return errorAnswer(400, 'stripe_token or square_token is required.');
    const c = customerById(found.work.customer_id)!;
    const result = saveCard(c, card);
    if (result.declined) return ok({ success: false, brand: null, last4: null, failure_reason: CARD_DECLINED_REASON, other_pending_sw_list: [] });
    if (card.kind === 'square') found.work.square_card_id = `ccof:${result.last4}`;
    const others = world()
      .works.filter(
        (w) => w.customer_id === c.customer_id && w.scheduled_work_id !== found.work.scheduled_work_id &&
          !['cancelled'].includes(w.status.toLowerCase()) && w.amount_paid_dollars < w.total_taxed_price_dollars,
      )
      .map((w) => w.scheduled_work_id);
    commit();
    return ok({ success: true, brand: result.brand, last4: result.last4, failure_reason: null, other_pending_sw_list: others });
  }),

  http.post(api('/booking/update-payment-method/:customerId'), async ({ request, params }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    if (intParam(params.customerId) !== c.customer_id) return errorAnswer(404, 'Customer not found.');
    const body = await jsonBody(request);
    const card = readCardToken(body);
    if (!card) return errorAnswer(400, 'stripe_token or square_token is required.');
    const result = saveCard(c, card);
    commit();
    if (result.declined) return ok({ success: false, brand: null, last4: null, failure_reason: CARD_DECLINED_REASON });
    return ok({ success: true, brand: result.brand, last4: result.last4 });
  }),

  http.post(api('/send-failed-payment-notification'), async ({ request }) => {
    const body = await jsonBody(request);
    const found = resolveTokenLink(str(body.sw_token));
    if (found instanceof Response) return found;
    const c = customerById(found.work.customer_id);
    world().notifications.push({ kind: 'failed-payment', to: c?.email ?? 'unknown', at: now().toISOString(), detail: String(found.work.scheduled_work_id) });
    commit();
    return ok({ Status: 'success', Message: 'Notification sent.' });
  }),
];
