import { useId } from 'react';
import type { ServiceOffering } from '../../api/entities';
import { isInCart, isSameLine } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import type { CartLine } from '../../booking/booking-state';
import { isOtherService, offeringToCartLine } from '../shared/offering-to-cart-line';
import { ServiceOption } from './service-option';
import { displayedPrice, type ServiceSections } from './service-sections';
import '../shared/service-screens.css';
import { LoadingNotice } from '../../ui/loading-notice';
import { ErrorNotice } from '../../ui/error-notice';
import type { ServicePickerText } from './service-messages';

export interface ServicePickerViewProps {
  sections: ServiceSections;
  cart: readonly CartLine[];
  referrerCode: string | null;
  /** The flow's `prices` part (H-08): each price and the total; false shows neither. */
  showPrices: boolean;
  /** The flow's `quantity` part (OPEN-61): a 1–6 quantity on selected services. */
  showQuantity: boolean;
  /** The step's messages (section titles, the total, loading and failure texts). */
  text: ServicePickerText;
  totalCents: number;
  loading?: boolean;
  error?: boolean;
  /** The load failure's text (default the flow's `services-load-failed`; a rate limit says "try again in a moment"). */
  errorText?: string;
  onRetry?: () => void;
  onToggle: (offering: ServiceOffering) => void;
  onQuantity: (offering: ServiceOffering, quantity: number) => void;
  onEditDescription?: (offering: ServiceOffering) => void;
}

/** D-11: the message key of each section's title. */
const SECTION_TITLES = {
  recommended: 'section-recommended',
  packages: 'section-packages',
  standard: 'section-standard',
  addons: 'addon-services',
} as const;

/** /pricing/services: the sections of D-11 in order, then the total (prices shown only when the flow says so). */
export function ServicePickerView(props: ServicePickerViewProps) {
  const { sections, cart, referrerCode, showPrices, showQuantity, totalCents, loading, error, errorText, onRetry, text } = props;
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>{text('services-loading')}</LoadingNotice>;
  }
  if (error) {
    return (
      <ErrorNotice className="service-picker__error" onRetry={onRetry} retryLabel={text('link-retry')}>
        {errorText ?? text('services-load-failed')}
      </ErrorNotice>
    );
  }

  const option = (offering: ServiceOffering) => {
    const line = offeringToCartLine(offering);
    const inCart = cart.find((l) => isSameLine(l, line));
    const locked = offering.included_with_every_mechanical_service === true;
    const price = displayedPrice(offering, referrerCode);
    const canHaveQuantity = showQuantity && !locked && offering.per_tire !== true;
    return (
      <ServiceOption
        key={`${offering.service_offering_id}-${offering.quote_option_id ?? ''}`}
        offering={offering}
        selected={isInCart(cart, line)}
        locked={locked}
        priceCents={showPrices ? price.cents : null}
        originalCents={showPrices ? price.originalCents : null}
        quantity={canHaveQuantity && inCart ? inCart.quantity : null}
        text={text}
        onToggle={() => props.onToggle(offering)}
        onQuantity={(q) => props.onQuantity(offering, q)}
        onEditDescription={isOtherService(offering) && props.onEditDescription ? () => props.onEditDescription!(offering) : undefined}
      />
    );
  };

  const list = (key: keyof typeof SECTION_TITLES) => {
    const items = sections[key];
    if (items.length === 0) return null;
    const headingId = `${baseId}-${key}`;
    return (
      <section className="service-section" aria-labelledby={headingId} key={key}>
        <h2 id={headingId} className="service-section__title">
          {text(SECTION_TITLES[key])}
        </h2>
        <ul className="service-section__list">{items.map(option)}</ul>
      </section>
    );
  };

  const nothing = sections.awaiting.length + sections.recommended.length + sections.packages.length + sections.standard.length + sections.addons.length === 0;

  return (
    <div className="service-picker">
      {sections.awaiting.length > 0 ? (
        <section className="service-section service-section--awaiting" aria-labelledby={`${baseId}-awaiting`}>
          <h2 id={`${baseId}-awaiting`} className="service-section__title">
            {text('section-awaiting')}
          </h2>
          <ul className="service-section__list">
            {sections.awaiting.map((a) => (
              <li key={a.scheduledWorkId} className="approval-card">
                <p id={`${baseId}-work-${a.scheduledWorkId}`} className="approval-card__services">
                  {a.services.join(', ')}
                </p>
                <a className="button button--secondary" href={a.href} aria-describedby={`${baseId}-work-${a.scheduledWorkId}`}>
                  {text('review-and-approve')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {list('recommended')}
      {list('packages')}
      {list('standard')}
      {list('addons')}
      {nothing ? <p className="service-picker__empty">{text('services-empty')}</p> : null}
      {showPrices ? (
        <p className="services-total" aria-live="polite">
          <span className="services-total__label">{text('summary-total')}</span> <strong className="services-total__amount">{formatMoney(totalCents)}</strong>
        </p>
      ) : null}
    </div>
  );
}
