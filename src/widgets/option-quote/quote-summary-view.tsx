import { useId } from 'react';
import type { Quote } from '../../api/quotes';
import { dollarsToCents, formatMoney, formatPrice } from '../../domain/money';
import { selectedQuoteOptions, type QuoteSelection } from '../../domain/validate-quote-selection';
import { optionTotalCents } from './quote-model';
import type { QuoteTexts } from './quote-texts';

export interface QuoteSummaryViewProps {
  quote: Quote;
  selection: QuoteSelection;
  texts: QuoteTexts;
}

/**
 * The customer's selection (L-29, L-30): each section's chosen option with its price and their sum, and the
 * quote's coupon code and custom discount with its reason (L-35), so the customer sees what Continue books.
 */
export function QuoteSummaryView({ quote, selection, texts }: QuoteSummaryViewProps) {
  const rows = quote.sections.flatMap((section, i) => {
    const [option] = selectedQuoteOptions([section], [selection[i]]);
    return option ? [{ key: `${i}-${option.quote_option_id}`, section: section.name, option: option.name, cents: optionTotalCents(option) }] : [];
  });
  const subtotal = rows.reduce((sum, r) => sum + r.cents, 0);
  const discountCents = Math.max(0, dollarsToCents(quote.custom_discount_amount_dollars));
  const coupon = quote.coupon_code?.trim();
  const titleId = useId();
  const hasTotals = rows.length > 0 || discountCents > 0 || !!coupon;
  return (
    <section className="quote-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="quote-summary__title">
        {texts.summaryTitle}
      </h2>
      {rows.length === 0 ? (
        <p className="quote-summary__none">{texts.summaryNone}</p>
      ) : (
        <ul className="quote-summary__rows">
          {rows.map((r) => (
            <li key={r.key}>
              <span>
                {r.section}: {r.option}
              </span>
              <span>{formatPrice(r.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      {hasTotals ? (
      <dl className="quote-summary__totals">
        {rows.length > 0 ? (
          <div>
            <dt>{texts.selectedTotal}</dt>
            <dd>{formatPrice(subtotal)}</dd>
          </div>
        ) : null}
        {discountCents > 0 ? (
          <div>
            <dt>
              {texts.discount}
              {quote.custom_discount_reason ? <span className="quote-summary__detail"> ({quote.custom_discount_reason})</span> : null}
            </dt>
            <dd>{formatMoney(-discountCents)}</dd>
          </div>
        ) : null}
        {coupon ? (
          <div>
            <dt>{texts.coupon}</dt>
            <dd className="quote-summary__code">{coupon}</dd>
          </div>
        ) : null}
      </dl>
      ) : null}
    </section>
  );
}
