import { useId } from 'react';
import '../tire-common/tires.css';
import type { MessageText, tireProductsMessages } from '../tire-common/tire-messages';
import { TIRE_SORT_KEYS, TIRE_SORT_MESSAGES, type TireFilters, type TireSortKey } from '../tire-common/tire-catalog';
import type { TireProductCardData } from '../tire-common/tire-product-data';
import { TireFiltersPanel } from './tire-filters';
import { TireProductCard } from './tire-product-card';
import { LoadingNotice } from '../../ui/loading-notice';

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
  text: MessageText<typeof tireProductsMessages>;
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
  const { text, status } = props;
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
        {text('continue')}
      </button>
    </div>
  );
  if (status === 'loading') {
    return <LoadingNotice>{text('newtires-loading')}</LoadingNotice>;
  }
  if (status === 'noTires') {
    return (
      <div className="tire-products">
        <p className="tires-alert" role="status" data-testid="no-tires">
          {text('no-tires')}
        </p>
        {continueButton}
      </div>
    );
  }
  return (
    <div className="tire-products">
      <div className="tire-products__toolbar">
        <p className="tire-products__count" role="status">
          {text('tire-count').replace('{count}', String(props.products.length)).replace('{size}', props.size)}
        </p>
        <div className="tire-products__sort">
          <label htmlFor={sortId}>{text('sort-by')}</label>
          <select id={sortId} value={props.sort} onChange={(e) => props.onSort(e.target.value as TireSortKey)}>
            {TIRE_SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {text(TIRE_SORT_MESSAGES[k])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`tire-products__layout${props.showFilters ? ' has-filters' : ''}`}>
        {props.showFilters ? (
          <TireFiltersPanel brands={props.brands} filters={props.filters} text={text} showPrice={props.showPrices} onChange={props.onFilters} />
        ) : null}
        <div className="tire-products__results">
          {props.products.length === 0 && props.total > 0 ? <p className="tires-note">{text('no-matching-tires')}</p> : null}
          <ul className="tire-product-list" aria-label={text('tire-list')}>
            {props.products.map((p) => (
              <TireProductCard
                key={p.id}
                product={p}
                text={text}
                order={{ preferred: props.preferredQuantity, inCartQuantity: props.inCart?.id === p.id ? props.inCart.quantity : null, cannotOrder: props.cannotOrder }}
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
