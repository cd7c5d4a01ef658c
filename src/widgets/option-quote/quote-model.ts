/**
 * Pure rules of the multi-option quote page (/quote/{quote_uuid}, L-26..L-35): which links are well
 * formed, which answers are shown and how (L-32, L-33), how wide each option card is (L-31), what an
 * option costs, and the booking the chosen options make (L-30). No React.
 */
import type { Quote, QuoteOption } from '../../api/quotes';
import type { ServiceOffering } from '../../api/entities';
import { clampServiceQuantity } from '../../domain/cart';
import { priceLines, servicesSubtotalCents } from '../../domain/services-subtotal';
import { selectedQuoteOptions, type QuoteSelection } from '../../domain/validate-quote-selection';
import type { BookingCommand } from '../../booking/booking-command';
import type { CartLine } from '../../booking/booking-state';
import { bookingAddressFromSaved } from '../address-shared/place-modes';
import { offeringToCartLine, offeringName } from '../shared/offering-to-cart-line';
import { toBookingVehicle } from '../vehicle-shared/booking-vehicle';

/** An answer of an option (L-35: the question with field_name, question, type, …, and the value). */
export type QuoteAnswer = NonNullable<QuoteOption['answers']>[number];

/**
 * L-27: a quote link's uuid is five groups of letters and digits (8-4-4-4-12). Letters beyond a–f are
 * accepted (the demo link ends in `demo00quote1`); anything else is an invalid link without a call.
 */
export function isQuoteUuid(uuid: string | null | undefined): uuid is string {
  return typeof uuid === 'string' && /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/i.test(uuid);
}

/** A value worth showing: not null, not blank text. */
function hasValue(value: QuoteAnswer['value']): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

/**
 * L-32, L-33: the answers a customer sees — only those whose question has `admin_can_answer` true, is not
 * deleted and carries a value — by the question's `display_order` (missing last, then as given).
 */
export function visibleAnswers(answers: readonly QuoteAnswer[] | null | undefined): QuoteAnswer[] {
  return (answers ?? [])
    .map((answer, index) => ({ answer, index }))
    .filter(({ answer }) => answer.question.admin_can_answer === true && answer.question.is_deleted !== true && hasValue(answer.value))
    .sort((a, b) => (a.answer.question.display_order ?? Infinity) - (b.answer.question.display_order ?? Infinity) || a.index - b.index)
    .map(({ answer }) => answer);
}

/** The texts an answer is written with (the step's messages). */
export interface AnswerTexts {
  yes: string;
  no: string;
  /** `{value}` out of `{max}`. */
  scale: (value: string, max: string) => string;
}

/** True for the answers a boolean question may carry as yes (true, 1, "true", "yes"). */
function isYes(value: QuoteAnswer['value']): boolean {
  if (typeof value === 'string') return ['true', 'yes', 'y', '1'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/**
 * L-33: an answer as text by its question's type — boolean: Yes/No; slider: "7 out of 10" when the question
 * has `config_range_max_value`, else the value; other: the value as written.
 */
export function answerText(answer: QuoteAnswer, texts: AnswerTexts): string {
  const { type, config_range_max_value: max } = answer.question;
  const value = answer.value;
  if (type === 'boolean') return isYes(value) ? texts.yes : texts.no;
  if (type === 'slider' && typeof max === 'number' && Number.isFinite(max)) return texts.scale(String(value), String(max));
  return String(value);
}

/** Options per full row of cards (30 % each, L-31). */
const PER_ROW = 3;

/**
 * L-31: each option card's width in percent: 30 in full rows of three; the last row's cards share 90 %
 * (one card 90, two cards 45 each, three 30). Promises: `count` entries, each 30, 45 or 90.
 */
export function optionCardWidths(count: number): number[] {
  if (count <= 0) return [];
  const lastRow = count % PER_ROW || PER_ROW;
  return Array.from({ length: count }, (_, i) => (i < count - lastRow ? 30 : 90 / lastRow));
}

/** The services of an option that can be booked (not deleted). */
function optionServices(option: Pick<QuoteOption, 'services'>): ServiceOffering[] {
  return option.services.filter((s) => s.is_deleted !== true);
}

/** A service line of an option card: its name, quantity and line total in cents. */
export interface OptionServiceLine {
  key: string;
  name: string;
  quantity: number;
  cents: number;
}

/** The option's service lines, each priced as the cart prices it (unit × quantity, integer cents). */
export function optionServiceLines(option: Pick<QuoteOption, 'services'>): OptionServiceLine[] {
  const services = optionServices(option);
  const amounts = priceLines(services.map((s) => ({ ...s, quantity: clampServiceQuantity(s.quantity ?? 1) })));
  return services.map((s, i) => ({ key: `${s.service_offering_id}-${i}`, name: offeringName(s), quantity: amounts[i]!.quantity, cents: amounts[i]!.totalCents }));
}

/** The option's price in cents: its services' line totals. */
export function optionTotalCents(option: Pick<QuoteOption, 'services'>): number {
  return servicesSubtotalCents(optionServices(option).map((s) => ({ ...s, quantity: clampServiceQuantity(s.quantity ?? 1) })));
}

/** L-30: the cart lines of the chosen options, in section order; each line carries its option's quote_option_id. */
export function quoteCartLines(quote: Pick<Quote, 'sections'>, selection: QuoteSelection): CartLine[] {
  return selectedQuoteOptions(quote.sections, selection).flatMap((option) =>
    optionServices(option).map((service) => {
      const offering = offeringToCartLine({ ...service, quote_option_id: service.quote_option_id ?? option.quote_option_id });
      return { ...offering, quantity: clampServiceQuantity(service.quantity ?? 1) };
    }),
  );
}

/** L-29 restored: for each section, the first option whose quote_option_id is in the cart (after Back from the place step). */
export function selectionFromCart(quote: Pick<Quote, 'sections'>, cart: readonly Pick<CartLine, 'quote_option_id'>[]): (number | null)[] {
  const inCart = new Set(cart.map((l) => l.quote_option_id).filter((id): id is number => id != null));
  return quote.sections.map((section) => {
    const index = section.options.findIndex((o) => inCart.has(o.quote_option_id));
    return index >= 0 ? index : null;
  });
}

/** Whose booking the quote goes into: the quote's own customer signed in, another signed-in customer, or a visitor. */
export type QuoteBooker = 'owner' | 'otherCustomer' | 'visitor';

/** The booker of a quote from the session and the signed-in customer's id. */
export function quoteBooker(quote: Pick<Quote, 'customer_id'>, signedIn: boolean, customerId: number | null | undefined): QuoteBooker {
  if (!signedIn) return 'visitor';
  return quote.customer_id != null && customerId === quote.customer_id ? 'owner' : 'otherCustomer';
}

/**
 * L-30: the commands putting the chosen options into the booking. The cart is rebuilt from the options'
 * services; the quote's coupon code is applied (the coupon box re-checks it); a reschedule in progress and
 * the last booking intent end (this is a new booking). The quote's vehicle and service address (quote_request)
 * are the booking's: saved ones (their ids) for the quote's own customer; for a visitor, unsaved copies
 * (id null), which the account step saves to the new account; another signed-in customer keeps their own
 * choices (the quote's records are not theirs). The address is used only where the provider offers home
 * service (`homeOffered`: the flow's `homeAddress` part). With no option chosen only the choice is recorded: there is
 * nothing to book, and the flow's L-34 refuses the Continue that asked for it.
 */
export function bookQuoteCommands(
  quote: Quote,
  quoteUuid: string,
  selection: QuoteSelection,
  { booker, homeOffered }: { booker: QuoteBooker; homeOffered: boolean },
): BookingCommand[] {
  const recorded = recordQuoteChoice(quoteUuid, selection);
  if (selectedQuoteOptions(quote.sections, selection).length === 0) return [recorded];
  const mine = booker !== 'otherCustomer';
  const saved = booker === 'owner';
  const vehicle = quote.quote_request?.vehicle;
  const address = quote.quote_request?.address;
  const v = mine && vehicle && vehicle.is_deleted !== true ? toBookingVehicle(vehicle) : null;
  const a = mine && address && address.is_deleted !== true && homeOffered ? bookingAddressFromSaved(address) : null;
  return [
    recorded,
    {
      type: 'bookQuoteOptions',
      // L-35, H-14: the quote and the discount the provider granted on it travel with the booking.
      quote: { quoteId: quote.quote_id, customDiscountDollars: quote.custom_discount_amount_dollars ?? null, customDiscountReason: quote.custom_discount_reason?.trim() || null },
      cart: quoteCartLines(quote, selection),
      couponCode: quote.coupon_code?.trim() || null,
      vehicle: v && !saved ? { ...v, id: null } : v,
      address: a && !saved ? { ...a, id: null } : a,
    },
  ];
}

/**
 * L-29, L-34: the command recording the options chosen on the page of quote `quoteUuid` in the booking, where the
 * `quoteOptionChosen` fact (and so the step's L-34 blocker) reads them. Sent on each choice and on Continue.
 */
export function recordQuoteChoice(quoteUuid: string, selection: QuoteSelection): BookingCommand {
  return { type: 'chooseQuoteOptions', quoteUuid, chosen: Array.from(selection, (o) => (typeof o === 'number' ? o : null)) };
}
