import { useId } from 'react';
import '../tire-common/tires.css';
import type { TireBuyLabels } from '../tire-common/tire-buy-box';
import { TIRE_SORT_KEYS, type TireFilters, type TireSortKey } from '../tire-common/tire-catalog';
import type { TireProductCardData } from '../tire-common/tire-product-data';
import { TireFiltersPanel, type TireFilterLabels } from './tire-filters';
import { TireProductCard } from './tire-product-card';

export interface TireProductsLabels {
  loading: string;
  /** D-46, phone filled in. */
  noTires: string;
  noMatches: string;
  sortBy: string;
  sort: Readonly<Record<TireSortKey, string>>;
  /** "{count} tires for {size}" */
  count: string;
  listLabel: string;
  perTire: string;
  details: string;
  continueLabel: string;
  buy: TireBuyLabels;
  filters: TireFilterLabels;
}

export interface TireProductsViewProps {
  status: 'loading' | 'noTires' | 'ready';
  size: string;
  /** Products after sorting and filtering. */
  products: readonly TireProductCardData[];
  /** Products before filtering. */
  total: number;
  sort: TireSortKey;
  /** D-42: whether the filters are shown (viewport wider than 600 px). */
  showFilters: boolean;
  showPrices: boolean;
  brands: readonly string[];
  filters: TireFilters;
  /** The product in the cart and its quantity. */
  inCart: { id: string; quantity: number } | null;
  preferredQuantity: number;
  cannotOrder: string | null;
  labels: TireProductsLabels;
  busy?: boolean;
  /** Adding waits for the price list (the new-tires service). */
  addPending?: boolean;
  onSort: (key: TireSortKey) => void;
  onFilters: (next: TireFilters) => void;
  onAdd: (id: string, quantity: number) => void;
  onView: (id: string) => void;
  onContinue: () => void;
}

/** /pricing/newtires (D-41..D-47): sort, filters (wide screens), product cards, the no-tires message, Continue. */
export function TireProductsView(props: TireProductsViewProps) {
  const { labels, status } = props;
  const sortId = useId();
  const continueButton = (
    <div className="widget-continue">
      <button
        type="button"
        className="button button--primary"
        aria-disabled={props.busy || undefined}
        onClick={() => {
          if (!props.busy) props.onContinue();
        }}
      >
        {labels.continueLabel}
      </button>
    </div>
  );
  if (status === 'loading') {
    return (
      <p className="widget-loading" role="status">
        {labels.loading}
      </p>
    );
  }
  if (status === 'noTires') {
    return (
      <div className="tire-products">
        <p className="tires-alert" role="status" data-testid="no-tires">
          {labels.noTires}
        </p>
        {continueButton}
      </div>
    );
  }
  return (
    <div className="tire-products">
      <div className="tire-products__toolbar">
        <p className="tire-products__count" role="status">
          {labels.count.replace('{count}', String(props.products.length)).replace('{size}', props.size)}
        </p>
        <div className="tire-products__sort">
          <label htmlFor={sortId}>{labels.sortBy}</label>
          <select id={sortId} value={props.sort} onChange={(e) => props.onSort(e.target.value as TireSortKey)}>
            {TIRE_SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {labels.sort[k]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`tire-products__layout${props.showFilters ? ' has-filters' : ''}`}>
        {props.showFilters ? (
          <TireFiltersPanel brands={props.brands} filters={props.filters} labels={labels.filters} showPrice={props.showPrices} onChange={props.onFilters} />
        ) : null}
        <div className="tire-products__results">
          {props.products.length === 0 && props.total > 0 ? <p className="tires-note">{labels.noMatches}</p> : null}
          <ul className="tire-product-list" aria-label={labels.listLabel}>
            {props.products.map((p) => (
              <TireProductCard
                key={p.id}
                product={p}
                perTire={labels.perTire}
                detailsLabel={labels.details}
                buyLabels={labels.buy}
                preferredQuantity={props.preferredQuantity}
                inCartQuantity={props.inCart?.id === p.id ? props.inCart.quantity : null}
                cannotOrder={props.cannotOrder}
                disabled={props.busy || props.addPending}
                onAdd={props.onAdd}
                onView={props.onView}
              />
            ))}
          </ul>
        </div>
      </div>
      {continueButton}
    </div>
  );
}
