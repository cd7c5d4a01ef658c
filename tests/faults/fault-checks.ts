/**
 * What every cell of the fault matrix must hold (issue 15): no blank screen, no uncaught error, nothing lost
 * (the cart and what was typed), no technical text, and either a message with a way forward or — only where the
 * spec says a failure is silent — a journey that still ends. Each check returns null when it holds, else the
 * failing assertion in a few words (what the matrix prints).
 */
import type { BookingState } from '../../src/booking/booking-state';
import { alertTexts } from './jsdom-drivers';

/** The seven faults of a repro link's `responses` (docs/repro-links.md); `delay` outlasts the client's timeout. */
export const FAULTS = {
  network: { error: 'network' },
  '500': { status: 500 },
  '503': { status: 503 },
  '429': { status: 429 },
  '403': { status: 403 },
  delay: { delay: 60_000 },
  'malformed 200': { status: 200, body: '<html><body>Service Temporarily Unavailable</body></html>' },
} as const;
export type FaultName = keyof typeof FAULTS;
/** In the order (an object's numeric keys would come first). */
export const FAULT_NAMES: readonly FaultName[] = ['network', '500', '503', '429', '403', 'delay', 'malformed 200'];

/**
 * Calls whose failure is silent, and what must hold instead of a message: the journey still ends with the
 * booking made (the service area is checked again before the booking, B-40), or the page still works (the pro
 * status, which only decides the churn modal: the step goes on). Two by the spec or the issue, two by
 * docs/decisions.md ("Failures nobody needs to hear about"): the customer has nothing to do and loses nothing.
 */
export const SILENT_ALLOWED: Readonly<Record<string, { why: string; then: 'journey ends' | 'page works' }>> = {
  'GET /service-area': { why: 'B-40, M-21: a service-area fetch failure shows no error', then: 'journey ends' },
  'GET /pro/:id': { why: 'A-08, A-09: the pro status only decides the churn modal (issue 15: acceptable, the page works)', then: 'page works' },
  'GET /content/banner': { why: 'decision: the marketing banner (A-16) is decoration; without it the home page works', then: 'page works' },
  'GET /vehicle': { why: "decision: after the sign-up the sign-up answer's vehicles stand in for a fresh list (E-17)", then: 'journey ends' },
  // Document 3's pages (issue 29): the page still works, and says what its other calls say.
  'POST /send-failed-payment-notification': { why: 'L-54: the failed-payment notification is sent behind the refused card, which the page reports (L-48, L-49)', then: 'page works' },
  'POST /scheduled-work/cost-preview': { why: 'M-48: the approval subtotal is a preview; its failure is said in the subtotal line (a status, not an alert) and the choices can still be submitted', then: 'page works' },
  'GET /client-location/:id/details': { why: "decision: without the location's details the check-in map falls back to the work's own place (L-13's markers left out); Check In still works", then: 'page works' },
};

/** Texts a customer must never read: a method and path, a status line, a schema or runtime error. */
const TECHNICAL_TEXT: readonly RegExp[] = [
  /\b(GET|POST|PUT|PATCH|DELETE) \//,
  /answered \d{3}/,
  /Invalid input|expected [\w ]+, received|Expected [\w ]+, received|ZodError/,
  /Malformed answer|the answer is not JSON|Network error on|Timeout on|no answer within/,
  /\b(TypeError|SyntaxError|ReferenceError|Failed to fetch|fetch failed|NetworkError|AbortError)\b/,
  /\[object Object\]|\bundefined\b|\bNaN\b/,
  /\bstatus (code )?\d{3}\b|\bHTTP \d{3}\b/i,
  /<html|<body/i,
];

/** The error boundary's fallback (src/app/page-error-boundary.tsx): an uncaught render error. */
const BOUNDARY_TEXT = 'Please reload the page or try again later.';

export function blankScreen(): string | null {
  const text = (document.body.textContent ?? '').trim();
  if (!text) return 'blank screen';
  const meaningful = document.querySelector('h1, [role="alert"], [role="alertdialog"], [data-step]');
  return meaningful ? null : 'blank screen (no heading, step or alert)';
}

export function uncaught(errors: readonly string[]): string | null {
  if ((document.body.textContent ?? '').includes(BOUNDARY_TEXT)) return 'uncaught error (error boundary shown)';
  return errors.length ? `uncaught error: ${errors[0]!.slice(0, 80)}` : null;
}

/** A technical text on the page now, or among the texts it said while the cell played. */
export function technicalText(said: readonly string[] = []): string | null {
  const text = [document.body.textContent ?? '', ...said].join(' ');
  for (const re of TECHNICAL_TEXT) {
    const m = re.exec(text);
    if (m) {
      const at = Math.max(0, m.index - 30);
      return `technical text: "…${text.slice(at, m.index + 50).replace(/\s+/g, ' ').trim()}…"`;
    }
  }
  return null;
}

const ids = (b: BookingState | null) => (b?.cart ?? []).map((l) => l.service_offering_id);

/**
 * Nothing the customer had is lost: the cart (every line still there), the vehicle, the place and the contact
 * details of the booking the step started from, in the tab's saved booking; and each field the driver typed
 * still holds it while the step is shown.
 */
export function lost(before: BookingState, after: BookingState | null, typed: ReadonlyMap<string, string>, stillOnStep: boolean): string | null {
  if (!after) return 'lost: no saved booking';
  const missing = ids(before).filter((id) => !ids(after).includes(id));
  if (missing.length) return `lost: cart lines ${missing.join(', ')}`;
  if (before.vehicle && !after.vehicle) return 'lost: the vehicle';
  if (before.homeAddress && !after.homeAddress) return 'lost: the home address';
  for (const [k, v] of Object.entries(before.customer)) {
    if (v.trim() && after.customer[k as keyof BookingState['customer']] !== v) return `lost: the customer's ${k}`;
  }
  return stillOnStep ? lostTyped(typed) : null;
}

/** Each field the driver typed (by label) still holds what was typed, when shown (a phone is shown masked). */
export function lostTyped(typed: ReadonlyMap<string, string>): string | null {
  const same = (a: string, b: string) => a.replace(/\W/g, '') === b.replace(/\W/g, '');
  for (const [label, value] of typed) {
    const field = [...document.querySelectorAll('input, textarea')].find((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim().startsWith(label)) as
      | HTMLInputElement
      | undefined;
    if (field && !same(field.value, value)) return `lost: typed ${label} (now "${field.value}")`;
  }
  return null;
}

/**
 * What the page says about the failure: its alerts, alert dialogs and error toasts; when the step could not be
 * shown at all, the page's own heading and text instead (e.g. "This booking site is not available right now").
 */
export function feedback(stepShown: boolean): string[] {
  const alerts = alertTexts();
  if (alerts.length || stepShown) return alerts;
  const main = document.querySelector('main');
  const text = (main?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return main?.querySelector('h1') && text ? [text] : [];
}

/** The booking flow's texts (verbatim from the spec, docs/architecture.md), placeholders as wildcards. */
export function specMessages(flow: { messages?: Record<string, string>; steps: readonly { messages?: Record<string, string> }[] }): RegExp[] {
  const texts = new Set([...Object.values(flow.messages ?? {}), ...flow.steps.flatMap((s) => Object.values(s.messages ?? {}))]);
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...texts]
    .filter((t) => t.replace(/\{[^}]+\}/g, '').trim().length >= 12) // a label ("Continue") is not a message
    .map((t) => new RegExp(t.split(/\{[^}]+\}/).map(esc).join('.+')));
}

/**
 * A way forward: a Try again / Retry button; or a text that says to try or press again, to call, contact or log
 * in, or gives the provider's phone; or the spec's own message for the case (a text of the booking flow).
 */
export function wayForward(texts: readonly string[], phone: string | null, spec: readonly RegExp[]): boolean {
  const retry = [...document.querySelectorAll('button')].some((b) => /^(try again|retry)$/i.test((b.textContent ?? '').trim()));
  return (
    retry ||
    texts.some(
      (t) =>
        /\b(try|press|click|tap)\b[^.]*\bagain\b|call us|contact us|call or text us|log in/i.test(t) ||
        (phone !== null && t.includes(phone)) ||
        spec.some((re) => re.test(t)),
    )
  );
}
