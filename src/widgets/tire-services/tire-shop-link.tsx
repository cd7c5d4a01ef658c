import { useId } from 'react';
import type { TireServicesText } from '../tire-common/tire-messages';

/**
 * The external tire shop (D-48): a link that opens `url` in a new tab, with the list of tire services
 * the provider performs. `url` must already be checked as http(s) (src/domain/safe-url).
 */
export function TireShopLink({ url, services, text }: { url: string; services: readonly string[]; text: TireServicesText }) {
  const titleId = useId();
  return (
    <section className="tire-shop" aria-labelledby={titleId}>
      <h2 id={titleId} className="tire-shop__title">
        {text('tire-shop-title')}
      </h2>
      <p>{text('tire-shop-intro')}</p>
      {services.length > 0 ? (
        <ul className="tire-shop__services">
          {services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <a className="button button--secondary tire-shop__link" href={url} target="_blank" rel="noopener noreferrer">
        {text('tire-shop-link')}
        {' '}
        <span className="tires-vh">{text('new-tab')}</span>
      </a>
    </section>
  );
}
