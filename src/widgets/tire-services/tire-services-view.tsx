import '../tire-common/tires.css';
import { TireServiceCard, type TireServiceCardData, type TireServiceCardLabels } from './tire-service-card';
import { TireShopLink, type TireShopLinkLabels } from './tire-shop-link';

export interface TireServicesLabels extends TireServiceCardLabels {
  listLabel: string;
  loading: string;
  error: string;
  empty: string;
  retry: string;
  totalBeforeTax: string;
  continueLabel: string;
  backToVehicle: string;
  shop: TireShopLinkLabels;
}

export interface TireServicesViewProps {
  status: 'loading' | 'error' | 'ready';
  cards: readonly TireServiceCardData[];
  /** Formatted "Total before tax" amount; null hides the line (D-36). */
  totalText: string | null;
  /** The external tire shop (D-48), when the provider has a safe URL. */
  shopUrl: string | null;
  shopServices: readonly string[];
  labels: TireServicesLabels;
  continueBlocked?: boolean;
  blockerMessage?: string | null;
  busy?: boolean;
  onPick: (id: number) => void;
  onRetry: () => void;
  onContinue: () => void;
  onBack: () => void;
}

/** The tire services screen (D-35): cards, the Total before tax line, Continue, Back To vehicle, the tire shop link. */
export function TireServicesView(props: TireServicesViewProps) {
  const { status, cards, totalText, labels, busy = false } = props;
  const inactive = !!props.continueBlocked || busy;
  return (
    <div className="tire-services">
      {status === 'loading' ? (
        <p className="widget-loading" role="status">
          {labels.loading}
        </p>
      ) : null}
      {status === 'error' ? (
        <div className="tires-alert" role="alert">
          <p>{labels.error}</p>
          <button type="button" className="button button--secondary" onClick={props.onRetry}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      {status === 'ready' && cards.length === 0 ? <p className="tires-note">{labels.empty}</p> : null}
      {cards.length > 0 ? (
        <ul className="tire-card-list" aria-label={labels.listLabel}>
          {cards.map((card) => (
            <TireServiceCard key={card.id} card={card} labels={labels} disabled={busy} onPick={props.onPick} />
          ))}
        </ul>
      ) : null}
      {totalText !== null ? (
        <p className="tire-total" data-testid="total-before-tax">
          <span>{labels.totalBeforeTax}</span> <strong>{totalText}</strong>
        </p>
      ) : null}
      <div className="tires-actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {labels.backToVehicle}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={inactive || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!inactive) props.onContinue();
          }}
        >
          {labels.continueLabel}
        </button>
      </div>
      {props.continueBlocked && props.blockerMessage ? (
        <p className="widget-continue__reason" role="status">
          {props.blockerMessage}
        </p>
      ) : null}
      {props.shopUrl ? <TireShopLink url={props.shopUrl} services={props.shopServices} labels={labels.shop} /> : null}
    </div>
  );
}
