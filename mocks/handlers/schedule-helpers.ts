/** Parsing of the compatible-dates query (start, end, cart) shared by M-60 and M-61. */
import { offeringTemplate } from '../world/catalog/offerings';
import { durationMinutes } from '../world/pricing';
import { errorAnswer } from './context';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDatesQuery(request: Request): { start: string; end: string; minutes: number } | Response {
  const url = new URL(request.url);
  const start = url.searchParams.get('start') ?? '';
  const end = url.searchParams.get('end') ?? '';
  if (!DAY.test(start) || !DAY.test(end) || end < start) return errorAnswer(400, 'start and end must be YYYY-MM-DD dates, start before end.');
  let cart: unknown = [];
  const raw = url.searchParams.get('cart');
  if (raw) {
    try {
      cart = JSON.parse(raw);
    } catch {
      return errorAnswer(400, 'cart must be JSON.');
    }
  }
  if (!Array.isArray(cart)) return errorAnswer(400, 'cart must be a list.');
  const lines = [];
  for (const item of cart as { service_offering_id?: unknown; quantity?: unknown }[]) {
    const t = typeof item?.service_offering_id === 'number' ? offeringTemplate(item.service_offering_id) : undefined;
    if (!t) return errorAnswer(400, `Unknown service in cart: ${JSON.stringify(item?.service_offering_id)}.`);
    lines.push({ labor_hours: t.labor_hours, quantity: typeof item.quantity === 'number' ? item.quantity : 1 });
  }
  return { start, end, minutes: lines.length ? durationMinutes(lines) : 60 };
}
