import { useId } from 'react';
import { PRICE_BANDS, type PriceBandId, type TireFilters } from '../tire-common/tire-catalog';

export interface TireFilterLabels {
  title: string;
  brand: string;
  price: string;
  anyPrice: string;
  clear: string;
  /** Label of each price band by id. */
  bands: Readonly<Record<PriceBandId, string>>;
}

/** Brand and price filters (D-41); the screen shows them only when wider than 600 px (D-42). */
export function TireFiltersPanel({
  brands,
  filters,
  labels,
  showPrice = true,
  onChange,
}: {
  brands: readonly string[];
  filters: TireFilters;
  labels: TireFilterLabels;
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
        {labels.title}
      </h2>
      <fieldset>
        <legend>{labels.brand}</legend>
        {brands.map((b) => (
          <label key={b}>
            <input type="checkbox" checked={filters.brands.includes(b)} onChange={(e) => toggleBrand(b, e.target.checked)} />
            {b}
          </label>
        ))}
      </fieldset>
      {showPrice ? (
      <fieldset>
        <legend>{labels.price}</legend>
        <label>
          <input type="radio" name={name} checked={filters.priceBand === null} onChange={() => onChange({ ...filters, priceBand: null })} />
          {labels.anyPrice}
        </label>
        {PRICE_BANDS.map((band) => (
          <label key={band.id}>
            <input type="radio" name={name} checked={filters.priceBand === band.id} onChange={() => onChange({ ...filters, priceBand: band.id })} />
            {labels.bands[band.id]}
          </label>
        ))}
      </fieldset>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => onChange({ brands: [], priceBand: null })}>
        {labels.clear}
      </button>
    </section>
  );
}
