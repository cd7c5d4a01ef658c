import '../tire-common/tires.css';
import type { TireServicesText } from '../tire-common/tire-messages';
import { TireServiceCard, type TireServiceCardData } from './tire-service-card';
import { TireShopLink } from './tire-shop-link';
import { LoadingNotice } from '../../ui/loading-notice';
import { ErrorNotice } from '../../ui/error-notice';

export interface TireServicesViewProps {
  status: 'loading' | 'error' | 'ready';
  cards: readonly TireServiceCardData[];
  /** Formatted "Total before tax" amount; null hides the line (D-36). */
  totalText: string | null;
  /** The external tire shop (D-48), when the provider has a safe URL. */
  shopUrl: string | null;
  shopServices: readonly string[];
  text: TireServicesText;
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
  const { status, cards, totalText, text, busy = false } = props;
  const inactive = !!props.continueBlocked || busy;
  return (
    <div className="tire-services holds-while-loading">
      {status === 'loading' ? <LoadingNotice>{text('tire-services-loading')}</LoadingNotice> : null}
      {status === 'error' ? (
        <ErrorNotice className="tires-alert" onRetry={props.onRetry} retryLabel={text('link-retry')}>
          {text('tire-services-error')}
        </ErrorNotice>
      ) : null}
      {status === 'ready' && cards.length === 0 ? <p className="tires-note">{text('tire-services-empty')}</p> : null}
      {cards.length > 0 ? (
        <ul className="tire-card-list" aria-label={text('tire-services-list')}>
          {cards.map((card) => (
            <TireServiceCard key={card.id} card={card} text={text} disabled={busy} onPick={props.onPick} />
          ))}
        </ul>
      ) : null}
      {totalText !== null ? (
        <p className="tire-total" data-testid="total-before-tax">
          <span>{text('total-before-tax')}</span> <strong>{totalText}</strong>
        </p>
      ) : null}
      <div className="tires-actions">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {text('back-to-vehicle')}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={inactive || undefined}
          aria-busy={busy || undefined}
          onClick={props.onContinue}
        >
          {text('continue')}
        </button>
      </div>
      {props.continueBlocked && props.blockerMessage ? (
        <p className="widget-continue__reason" role="status">
          {props.blockerMessage}
        </p>
      ) : null}
      {props.shopUrl ? <TireShopLink url={props.shopUrl} services={props.shopServices} text={text} /> : null}
    </div>
  );
}
