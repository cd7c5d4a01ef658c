import { useId } from 'react';

export interface TireShopLinkLabels {
  title: string;
  intro: string;
  link: string;
  newTab: string;
}

/**
 * The external tire shop (D-48): a link that opens `url` in a new tab, with the list of tire services
 * the provider performs. `url` must already be checked as http(s) (src/domain/safe-url).
 */
export function TireShopLink({ url, services, labels }: { url: string; services: readonly string[]; labels: TireShopLinkLabels }) {
  const titleId = useId();
  return (
    <section className="tire-shop" aria-labelledby={titleId}>
      <h2 id={titleId} className="tire-shop__title">
        {labels.title}
      </h2>
      <p>{labels.intro}</p>
      {services.length > 0 ? (
        <ul className="tire-shop__services">
          {services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <a className="button button--secondary tire-shop__link" href={url} target="_blank" rel="noopener noreferrer">
        {labels.link}
        {' '}
        <span className="tires-vh">{labels.newTab}</span>
      </a>
    </section>
  );
}
