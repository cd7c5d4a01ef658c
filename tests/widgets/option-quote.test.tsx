// @vitest-environment jsdom
/**
 * The multi-option quote page /quote/{quote_uuid} (optionQuote, L-26..L-35), against the MSW mock back end
 * (the demo quote 3f1c2a9e-7b4d-4e21-9c1a-demo00quote1: Brakes Good/Better/Best, Maintenance Oil change /
 * Premium package) and canned answers.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/handlers/context';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { setToken } from '../../src/api/client';
import { quoteSchema, type Quote } from '../../src/api/quotes';
import type { BookingState } from '../../src/booking/booking-state';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import OptionQuote from '../../src/widgets/option-quote/option-quote';
import {
  answerText,
  bookQuoteCommands,
  isQuoteUuid,
  optionCardWidths,
  quoteCartLines,
  selectionFromCart,
  visibleAnswers,
  type QuoteAnswer,
} from '../../src/widgets/option-quote/quote-model';
import { SAMPLE_QUOTE, SAMPLE_QUOTE_MESSAGES, sampleQuoteText } from '../../src/widgets/option-quote/quote-samples';
import { QUOTE_MESSAGE_KEYS, quoteTexts } from '../../src/widgets/option-quote/quote-texts';
import { emptyBooking } from '../../src/booking/booking-state';
import { applyCommand } from '../../src/booking/apply-command';
import { server, useMockServer } from '../api/harness';
import { blockerValues, stepBlocker } from './support/flow-blockers';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });

const DEMO_UUID = '3f1c2a9e-7b4d-4e21-9c1a-demo00quote1';
const OTHER_UUID = '00000000-0000-4000-8000-000000000000';
const Widget = OptionQuote as unknown as React.ComponentType<WidgetProps<Record<string, unknown>, 'homeAddress'>>;
const texts = quoteTexts(sampleQuoteText);

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

/** The demo provider's configuration without home service (service_locations workplace and shop only). */
const noHomeService = { ...(providerFixtures.demo as Record<string, unknown>), service_locations: ['workplace', 'shop'] };

/**
 * The quote page as the step renderer draws it: what the flow decides for the provider (the `homeAddress` part),
 * the step's texts, and the step's blockers derived from the booking on each render (L-34 reads the booking's
 * quoteChoice through the `quoteOptionChosen` fact).
 */
function openQuote(
  uuid: string,
  { booking = {}, signedIn = false, provider = 'demo', config }: { booking?: Partial<BookingState>; signedIn?: boolean; provider?: string; config?: Record<string, unknown> } = {},
) {
  if (signedIn) setToken('demo-customer-token');
  const cfg = config ?? (providerFixtures[provider] as Record<string, unknown>);
  const session = { signedIn, guest: false };
  const { parts, content } = flowDecides('option-quote', 'optionQuote', cfg, { session });
  const blockers = blockerValues('option-quote', cfg, session);
  const utils = renderFlowWidget(Widget, {
    name: 'optionQuote',
    text: textFrom(stepTexts('option-quote', { requireStep: true })),
    parts: parts as Record<'homeAddress', boolean>,
    booking,
    values: (b) => ({ params: { quoteUuid: uuid }, session, content, ...blockers(b) }),
    stableDispatch: true,
  });
  /** Whether the flow refuses `quoteChosen` for the booking as it now stands (what the step's send checks). */
  const refused = () => stepBlocker('option-quote', cfg, session, utils.booking(), 'quoteChosen');
  return { ...utils, refused };
}

/** Answers GET /quote-from-uuid/… with `quote`. */
function serveQuote(quote: Quote) {
  server.use(http.get(api('/quote-from-uuid/:uuid'), () => HttpResponse.json(quote)));
}

const group = (name: string) => screen.getByRole('group', { name });
const choose = (section: string, option: string) => within(group(section)).getByRole('button', { name: `Choose ${option}` });
const card = (section: string, option: string) => within(group(section)).getByRole('heading', { level: 3, name: option }).closest('li')!;

describe('optionQuote: loading and the link (L-26, L-27)', () => {
  it('L-26 loads the quote with GET /quote-from-uuid/{uuid}: loading first, then its name, note, vehicle and service address', async () => {
    openQuote(DEMO_UUID);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brake and maintenance options for your Camry' })).toBeInTheDocument();
    expect(requests).toContain(`GET /api/quote-from-uuid/${DEMO_UUID}`);
    expect(screen.getByText('Prices include parts and labor. Pick one option per section.')).toBeInTheDocument();
    expect(screen.getByText('Vehicle').nextElementSibling).toHaveTextContent(/Toyota Camry/);
    expect(screen.getByText('Service address').nextElementSibling).toHaveTextContent('12 Elm Street, Springfield, VA 22150');
  });

  it('L-27 a link the back end does not know (404) sends invalidLink, once', async () => {
    const { send } = openQuote(OTHER_UUID);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'invalidLink' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(requests).toContain(`GET /api/quote-from-uuid/${OTHER_UUID}`);
  });

  it('L-27 a malformed uuid sends invalidLink without a call', async () => {
    const { send } = openQuote('not-a-quote');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'invalidLink' }));
    expect(requests.filter((r) => r.includes('quote-from-uuid'))).toEqual([]);
    expect(isQuoteUuid(DEMO_UUID)).toBe(true);
    expect(isQuoteUuid('3f1c2a9e-7b4d-4e21-9c1a')).toBe(false);
    expect(isQuoteUuid('3f1c2a9e-7b4d-4e21-9c1a-demo00quote1/../x')).toBe(false);
  });

  it('L-26 a rate-limited load (429) says "try again in a moment", with Try again (issue 29)', async () => {
    server.use(http.get(api('/quote-from-uuid/:uuid'), () => HttpResponse.json({ Message: 'Slow down' }, { status: 429 })));
    openQuote(DEMO_UUID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests right now. Please try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('L-26 a server or network failure is not an invalid link: the error with Try again, which loads it again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/quote-from-uuid/:uuid'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ Message: 'Down' }, { status: 500 }) : HttpResponse.json(SAMPLE_QUOTE);
      }),
    );
    const { send } = openQuote(DEMO_UUID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not load your quote. Please check your connection and try again.');
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: SAMPLE_QUOTE.name! })).toBeInTheDocument();
  });
});

describe('optionQuote: sections and options (L-28, L-29, L-31)', () => {
  it('L-28 shows each section with its note and its options as cards with label, note, services and prices', async () => {
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(screen.getByText('Front pads are at 3 mm.')).toBeInTheDocument();
    expect(within(group('Brakes')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Choose Good', 'Choose Better', 'Choose Best']);
    expect(within(group('Maintenance')).getAllByRole('button')).toHaveLength(2);
    const best = card('Brakes', 'Best');
    expect(within(best).getByText('Pads, rotors and fluid')).toBeInTheDocument();
    const services = within(best).getByRole('list', { name: 'Services' });
    expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Front Brake Pads & Rotors$382.50', 'Brake Fluid Flush$119.99']);
    // Integer cents: 382.50 + 119.99 = 502.49.
    expect(within(best).getByText('Option total').nextElementSibling).toHaveTextContent('$502.49');
    expect(within(card('Brakes', 'Good')).getByText('Lasts about 25,000 miles.')).toBeInTheDocument();
  });

  it('L-29 one option per section: choosing another replaces it, choosing it again clears it; each change is announced', async () => {
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Good'));
    expect(choose('Brakes', 'Good')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Good selected for Brakes.')).toBeInTheDocument();
    await user.click(choose('Brakes', 'Better'));
    expect(choose('Brakes', 'Good')).toHaveAttribute('aria-pressed', 'false');
    expect(choose('Brakes', 'Better')).toHaveAttribute('aria-pressed', 'true');
    await user.click(choose('Maintenance', 'Oil change'));
    expect(choose('Brakes', 'Better')).toHaveAttribute('aria-pressed', 'true');
    expect(choose('Maintenance', 'Oil change')).toHaveAttribute('aria-pressed', 'true');
    // Pressed again: cleared, with the hint that said so.
    expect(choose('Brakes', 'Better')).toHaveAccessibleDescription('Press again to remove this choice.');
    await user.click(choose('Brakes', 'Better'));
    expect(within(group('Brakes')).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByText('Better removed. No option selected for Brakes.')).toBeInTheDocument();
    // Keyboard: Tab reaches the toggles and Space chooses.
    choose('Brakes', 'Best').focus();
    await user.keyboard(' ');
    expect(choose('Brakes', 'Best')).toHaveAttribute('aria-pressed', 'true');
  });

  it('L-31 cards are 30 % wide and the last row shares 90 %: widths 30/45/90 by count', async () => {
    expect(optionCardWidths(0)).toEqual([]);
    expect(optionCardWidths(1)).toEqual([90]);
    expect(optionCardWidths(2)).toEqual([45, 45]);
    expect(optionCardWidths(3)).toEqual([30, 30, 30]);
    expect(optionCardWidths(4)).toEqual([30, 30, 30, 90]);
    expect(optionCardWidths(5)).toEqual([30, 30, 30, 45, 45]);
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(card('Brakes', 'Good')).toHaveClass('quote-option--w30');
    expect(card('Maintenance', 'Oil change')).toHaveClass('quote-option--w45');
  });
});

describe('optionQuote: answers (L-32, L-33)', () => {
  const q = (over: Partial<QuoteAnswer['question']>, value: QuoteAnswer['value']): QuoteAnswer => ({
    question: { field_name: over.field_name ?? 'f', question: 'Q?', type: 'other', admin_can_answer: true, is_deleted: false, display_order: 1, ...over },
    value,
  });

  it('L-32 only answers whose question has admin_can_answer true are shown; deleted ones never; by display_order', async () => {
    const answers = [
      q({ field_name: 'c', display_order: 3 }, 'third'),
      q({ field_name: 'hidden', admin_can_answer: false }, 'secret'),
      q({ field_name: 'a', display_order: 1 }, 'first'),
      q({ field_name: 'deleted', is_deleted: true }, 'gone'),
      q({ field_name: 'unset', admin_can_answer: null }, 'unset'),
      q({ field_name: 'blank', display_order: 2 }, '  '),
    ];
    expect(visibleAnswers(answers).map((a) => a.question.field_name)).toEqual(['a', 'c']);
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const better = card('Brakes', 'Better');
    expect(within(better).getByRole('heading', { level: 4, name: 'Details' })).toBeInTheDocument();
    expect([...better.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['How loud is the squeal?', 'Pad brand']);
    expect(within(better).queryByText('Internal code')).toBeNull();
    expect(within(better).queryByText('BRK-2')).toBeNull();
    expect(within(card('Brakes', 'Best')).queryByRole('heading', { name: 'Details' })).toBeNull();
  });

  it('L-32 with no question the provider can answer, no Details are shown at all', async () => {
    const hidden: Quote = {
      ...SAMPLE_QUOTE,
      sections: SAMPLE_QUOTE.sections.map((s) => ({
        ...s,
        options: s.options.map((o) => ({ ...o, answers: (o.answers ?? []).map((a) => ({ ...a, question: { ...a.question, admin_can_answer: false } })) })),
      })),
    };
    serveQuote(hidden);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(screen.queryByRole('heading', { name: 'Details' })).toBeNull();
    expect(screen.queryByText('Resurface rotors?')).toBeNull();
  });

  it('L-33 question types: boolean as Yes/No, slider as "7 out of 10" (config_range_max_value), other as written', async () => {
    expect(answerText(q({ type: 'boolean' }, true), texts)).toBe('Yes');
    expect(answerText(q({ type: 'boolean' }, false), texts)).toBe('No');
    expect(answerText(q({ type: 'boolean' }, 'yes'), texts)).toBe('Yes');
    expect(answerText(q({ type: 'slider', config_range_max_value: 10 }, 7), texts)).toBe('7 out of 10');
    expect(answerText(q({ type: 'slider', config_range_max_value: null }, 7), texts)).toBe('7');
    expect(answerText(q({ type: 'other' }, 'Akebono ceramic'), texts)).toBe('Akebono ceramic');
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(within(card('Brakes', 'Good')).getByText('Resurface rotors?').nextElementSibling).toHaveTextContent('No');
    expect(within(card('Brakes', 'Better')).getByText('How loud is the squeal?').nextElementSibling).toHaveTextContent('7 out of 10');
    expect(within(card('Brakes', 'Better')).getByText('Pad brand').nextElementSibling).toHaveTextContent('Akebono ceramic');
  });
});

describe('optionQuote: Continue (L-30, L-34)', () => {
  it('L-34 Continue with no option chosen is sent and refused by the flow\'s blocker, which shows "Please select at least one option"; choosing one clears it', async () => {
    const { send, booking, refused } = openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(screen.queryByRole('alert')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The widget sends on every press; the step's L-34 blocker holds quoteChosen back (the preview traces the refusal).
    expect(send).toHaveBeenCalledWith({ type: 'quoteChosen' });
    expect(refused()).toMatchObject({ blocked: true, message: 'Please select at least one option', showOnPress: true, explanation: { decidedBy: 'L-34' } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select at least one option$/);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('Please select at least one option');
    expect(booking().cart).toEqual([]);
    await user.click(choose('Maintenance', 'Oil change'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(booking().quoteChoice).toEqual({ quoteUuid: DEMO_UUID, chosen: [null, 0] });
    expect(refused().blocked).toBe(false);
  });

  it('L-34 each choice goes into the booking at once: clearing the last one makes the flow hold Continue again', async () => {
    const { booking, refused } = openQuote(DEMO_UUID);
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Good'));
    expect(booking().quoteChoice).toEqual({ quoteUuid: DEMO_UUID, chosen: [0, null] });
    expect(refused().blocked).toBe(false);
    await user.click(choose('Brakes', 'Good'));
    expect(booking().quoteChoice).toEqual({ quoteUuid: DEMO_UUID, chosen: [null, null] });
    expect(refused().blocked).toBe(true);
    // Nothing was pressed since: no message yet.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('L-34 another quote\'s earlier choice does not count: the page\'s own (none) is what Continue submits, and the flow refuses it', async () => {
    const { send, refused } = openQuote(DEMO_UUID, { booking: { quoteChoice: { quoteUuid: OTHER_UUID, chosen: [1] } } });
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(within(group('Brakes')).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'quoteChosen' });
    expect(refused().blocked).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one option');
  });

  it('L-30 Continue rebuilds the cart from the chosen options (each line with its quote_option_id) and sends quoteChosen; a visitor gets unsaved copies of the vehicle and address', async () => {
    const old = { ...quoteCartLines(SAMPLE_QUOTE, [0])[0]!, service_offering_id: 999, quote_option_id: null };
    const { send, booking } = openQuote(DEMO_UUID, { booking: { cart: [old], changeBookingId: 5001, couponCode: null } });
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Best'));
    await user.click(choose('Maintenance', 'Oil change'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'quoteChosen' });
    const b = booking();
    expect(b.cart.map((l) => [l.service_offering_id, l.quote_option_id, l.quantity])).toEqual([
      [203, 73, 1],
      [205, 73, 1],
      [201, 74, 1],
    ]);
    expect(b.cart.every((l) => l.kind === 'standard')).toBe(true);
    expect(b.changeBookingId).toBeNull();
    expect(b.vehicle).toMatchObject({ id: null, make: 'Toyota', model: 'Camry' });
    expect(b.placeMode).toBe('home');
    expect(b.homeAddress).toMatchObject({ id: null, address_line_1: '12 Elm Street', postal_code: '22150' });
  });

  it('L-30 the quote\'s own customer, signed in, gets the saved vehicle and address (their ids) and the quote\'s coupon code', async () => {
    serveQuote({ ...SAMPLE_QUOTE, coupon_code: 'BRAKES10' });
    const { send, booking } = openQuote(DEMO_UUID, { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Good'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'quoteChosen' });
    expect(booking()).toMatchObject({ vehicle: { id: 3001 }, homeAddress: { id: 4001 }, placeMode: 'home', couponCode: 'BRAKES10' });
    expect(booking().cart.map((l) => l.quote_option_id)).toEqual([71]);
  });

  it('L-30 part homeAddress hidden (service_locations without home): the quote\'s address is not made the place, the vehicle and cart still are', async () => {
    expect(flowDecides('option-quote', 'optionQuote', noHomeService).parts).toEqual({ homeAddress: false });
    expect(flowDecides('option-quote', 'optionQuote', providerFixtures.demo as Record<string, unknown>).parts).toEqual({ homeAddress: true });
    const { send, booking } = openQuote(DEMO_UUID, { config: noHomeService });
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Good'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'quoteChosen' });
    expect(booking()).toMatchObject({ placeMode: 'none', homeAddress: null, vehicle: { id: null, make: 'Toyota' } });
    expect(booking().cart.map((l) => l.quote_option_id)).toEqual([71]);
  });

  it('L-30 another signed-in customer keeps their own vehicle and place; only the cart comes from the quote', () => {
    const before = { ...emptyBooking(), vehicle: null, placeMode: 'shop' as const, clientLocation: { id: 3, name: 'Springfield Shop' } };
    const draft = bookQuoteCommands(SAMPLE_QUOTE, DEMO_UUID, [null, 1], { booker: 'otherCustomer', homeOffered: true }).reduce(applyCommand, before);
    expect(draft.cart.map((l) => [l.service_offering_id, l.quote_option_id, l.kind])).toEqual([[102, 75, 'package']]);
    expect(draft).toMatchObject({ vehicle: null, placeMode: 'shop', clientLocation: { id: 3 }, couponCode: 'BRAKES10' });
    // A provider without home service: the quote's address is not made the place.
    const visitor = bookQuoteCommands(SAMPLE_QUOTE, DEMO_UUID, [0], { booker: 'visitor', homeOffered: false }).reduce(applyCommand, emptyBooking());
    expect(visitor).toMatchObject({ placeMode: 'none', homeAddress: null, vehicle: { id: null, make: 'Toyota' } });
  });

  it('L-34 with no option chosen nothing is put into the booking (the flow refuses that Continue): the cart and place stay', () => {
    const before = { ...emptyBooking(), cart: quoteCartLines(SAMPLE_QUOTE, [0]), placeMode: 'shop' as const };
    const after = bookQuoteCommands(SAMPLE_QUOTE, DEMO_UUID, [null, null], { booker: 'visitor', homeOffered: true }).reduce(applyCommand, before);
    expect(after).toEqual({ ...before, quoteChoice: { quoteUuid: DEMO_UUID, chosen: [null, null] } });
  });

  it('L-29/L-30 back on the page, the options already in the cart are shown as chosen', async () => {
    const cart = quoteCartLines(SAMPLE_QUOTE, [2, 1]);
    expect(selectionFromCart(SAMPLE_QUOTE, cart)).toEqual([2, 1]);
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID, { booking: { cart } });
    await screen.findByRole('heading', { level: 2, name: 'Brakes' });
    expect(choose('Brakes', 'Best')).toHaveAttribute('aria-pressed', 'true');
    expect(choose('Maintenance', 'Premium package')).toHaveAttribute('aria-pressed', 'true');
  });

  it('L-30/L-35 the summary lists the chosen options with their sum, the custom discount with its reason and the coupon code', async () => {
    serveQuote(SAMPLE_QUOTE);
    openQuote(DEMO_UUID);
    const summary = await screen.findByRole('region', { name: 'Your Selection' });
    expect(within(summary).getByText('No options selected yet. Choose one option in any section.')).toBeInTheDocument();
    expect(within(summary).getByText('Loyal customer discount', { exact: false }).closest('div')).toHaveTextContent('Discount (Loyal customer discount)-$20.00');
    expect(within(summary).getByText('Coupon code').nextElementSibling).toHaveTextContent('BRAKES10');
    const user = userEvent.setup();
    await user.click(choose('Brakes', 'Better'));
    await user.click(choose('Maintenance', 'Oil change'));
    expect(within(summary).getByText('Brakes: Better')).toBeInTheDocument();
    // 382.50 + 89.95 in integer cents.
    expect(within(summary).getByText('Selected options').nextElementSibling).toHaveTextContent('$472.45');
  });
});

describe('optionQuote: fields (L-35)', () => {
  it('L-35 every field of the quote parses: quote, quote_request, sections, options, answers with their questions', async () => {
    const parsed = quoteSchema.parse(SAMPLE_QUOTE);
    expect(Object.keys(parsed)).toEqual(expect.arrayContaining(['quote_id', 'quote_request', 'name', 'note', 'sections', 'coupon_code', 'custom_discount_amount_dollars', 'custom_discount_reason']));
    expect(Object.keys(parsed.sections[0]!)).toEqual(expect.arrayContaining(['name', 'note', 'options']));
    expect(Object.keys(parsed.sections[0]!.options[1]!)).toEqual(expect.arrayContaining(['name', 'label', 'note', 'services', 'answers']));
    expect(Object.keys(parsed.sections[0]!.options[1]!.answers![0]!.question)).toEqual(
      expect.arrayContaining(['field_name', 'question', 'type', 'config_range_max_value', 'display_order', 'admin_can_answer', 'is_deleted']),
    );
    expect(parsed.quote_request?.vehicle?.vehicle_id).toBe(3001);
    expect(parsed.quote_request?.address?.customer_address_id).toBe(4001);
  });

  it('L-35 the sample texts are the flow\'s texts of the step, word for word', () => {
    const flow = stepTexts('option-quote', { requireStep: true });
    for (const key of QUOTE_MESSAGE_KEYS) expect([key, SAMPLE_QUOTE_MESSAGES[key]]).toEqual([key, flow[key]]);
    expect(flow['quote-invalid']).toBe('Sorry, that link is invalid.');
    expect(flow['quote-none-selected']).toBe('Please select at least one option');
  });
});
