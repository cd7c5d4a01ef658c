import { useId } from 'react';
import { PRICE_BANDS, type TireFilters } from '../tire-common/tire-catalog';
import type { MessageText, tireProductsMessages } from '../tire-common/tire-messages';

/** Brand and price filters (D-41); the screen shows them only when wider than 600 px (D-42). */
export function TireFiltersPanel({
  brands,
  filters,
  text,
  showPrice = true,
  onChange,
}: {
  brands: readonly string[];
  filters: TireFilters;
  text: MessageText<typeof tireProductsMessages>;
  /** False when prices are hidden (H-08): no price filter either. */
  showPrice?: boolean;
  onChange: (next: TireFilters) => void;
}) {
  const titleId = useId();
  const name = useId();
  const toggleBrand = (brand: string, on: boolean) =>
    onChange({ ...filters, brands: on ? [...filters.brands, brand] : filters.brands.filter((b) => b !== brand) });
  return (
    <section className="tire-filters" aria-labelledby={titleId} data-testid="tire-filters">
      <h2 id={titleId} className="tire-shop__title">
        {text('filters-title')}
      </h2>
      <fieldset>
        <legend>{text('filter-brand')}</legend>
        {brands.map((b) => (
          <label key={b}>
            <input type="checkbox" checked={filters.brands.includes(b)} onChange={(e) => toggleBrand(b, e.target.checked)} />
            {b}
          </label>
        ))}
      </fieldset>
      {showPrice ? (
      <fieldset>
        <legend>{text('filter-price')}</legend>
        <label>
          <input type="radio" name={name} checked={filters.priceBand === null} onChange={() => onChange({ ...filters, priceBand: null })} />
          {text('filter-any-price')}
        </label>
        {PRICE_BANDS.map((band) => (
          <label key={band.id}>
            <input type="radio" name={name} checked={filters.priceBand === band.id} onChange={() => onChange({ ...filters, priceBand: band.id })} />
            {text(`filter-${band.id}` as const)}
          </label>
        ))}
      </fieldset>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => onChange({ brands: [], priceBand: null })}>
        {text('filter-clear')}
      </button>
    </section>
  );
}
