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

export interface ServicePickerViewProps {
  sections: ServiceSections;
  cart: readonly CartLine[];
  referrerCode: string | null;
  /** is_hiding_price_in_booking: no prices and no total. */
  hidePrices: boolean;
  /** is_showing_quantity_in_booking: a 1–6 quantity on selected services (OPEN-61). */
  showQuantity: boolean;
  totalCents: number;
  loading?: boolean;
  error?: boolean;
  /** The load failure's text (default "Sorry, we could not load the services. Please try again."; a rate limit says "try again in a moment"). */
  errorText?: string;
  onRetry?: () => void;
  onToggle: (offering: ServiceOffering) => void;
  onQuantity: (offering: ServiceOffering, quantity: number) => void;
  onEditDescription?: (offering: ServiceOffering) => void;
}

const SECTION_TITLES = {
  recommended: 'Recommended Services',
  packages: 'Service Packages',
  standard: 'Standard Services',
  addons: 'Add-on Services',
} as const;

/** The services could not be loaded (shown with Try again). */
export const SERVICES_LOAD_FAILED = 'Sorry, we could not load the services. Please try again.';

/** /pricing/services: the sections of D-11 in order, then the total (prices hidden when the provider says so). */
export function ServicePickerView(props: ServicePickerViewProps) {
  const { sections, cart, referrerCode, hidePrices, showQuantity, totalCents, loading, error, errorText, onRetry } = props;
  const baseId = useId();
  if (loading) {
    return <LoadingNotice>Loading services…</LoadingNotice>;
  }
  if (error) {
    return (
      <ErrorNotice className="service-picker__error" onRetry={onRetry}>
        {errorText ?? SERVICES_LOAD_FAILED}
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
        priceCents={hidePrices ? null : price.cents}
        originalCents={hidePrices ? null : price.originalCents}
        quantity={canHaveQuantity && inCart ? inCart.quantity : null}
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
          {SECTION_TITLES[key]}
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
            Awaiting Your Approval
          </h2>
          <ul className="service-section__list">
            {sections.awaiting.map((a) => (
              <li key={a.scheduledWorkId} className="approval-card">
                <p id={`${baseId}-work-${a.scheduledWorkId}`} className="approval-card__services">
                  {a.services.join(', ')}
                </p>
                <a className="button button--secondary" href={a.href} aria-describedby={`${baseId}-work-${a.scheduledWorkId}`}>
                  Review and approve
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
      {nothing ? <p className="service-picker__empty">No services are offered for this vehicle at this location.</p> : null}
      {hidePrices ? null : (
        <p className="services-total" aria-live="polite">
          <span className="services-total__label">Total</span> <strong className="services-total__amount">{formatMoney(totalCents)}</strong>
        </p>
      )}
    </div>
  );
}
