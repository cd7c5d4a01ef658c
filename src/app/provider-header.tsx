import { useState } from 'react';
import type { ProviderConfig } from '../api/configuration';
import { FeedbackButton } from './feedback-button';
import { HeaderNav } from './header-nav';
import { mailtoHref, safeUrl, telHref } from '../domain/safe-url';

/**
 * The branded header: logo (max height `logo_max_height`, top margin `logo_margin_top`),
 * the provider's name, phone, e-mail and address, the account navigation (A-48..A-50) and the feedback button. Configuration text is
 * rendered as text; links only with tel/mailto/http(s).
 */
export function ProviderHeader({ config }: { config: ProviderConfig }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : safeUrl(config.logo, ['https:', 'http:'], true);
  const phoneHref = telHref(config.customer_facing_phone_raw ?? config.customer_facing_phone);
  const emailHref = mailtoHref(config.customer_facing_email);
  const home = safeUrl(config.client_url, ['https:', 'http:']);
  const name = config.customer_facing_name;
  const brand = (
    <>
      {logo ? (
        <img
          className="site-header__logo"
          src={logo}
          alt=""
          onError={() => setLogoFailed(true)}
          style={{ maxHeight: config.logo_max_height ?? 60, marginTop: config.logo_margin_top ?? 0 }}
        />
      ) : null}
      <span className="site-header__name">{name}</span>
    </>
  );
  return (
    <header className="site-header">
      <div className="site-header__brand">
        {home ? (
          <a href={home} className="site-header__brand-link">
            {brand}
          </a>
        ) : (
          brand
        )}
      </div>
      <address className="site-header__contact">
        {config.customer_facing_phone ? (
          phoneHref ? (
            <a href={phoneHref}>{config.customer_facing_phone}</a>
          ) : (
            <span>{config.customer_facing_phone}</span>
          )
        ) : null}
        {config.customer_facing_email ? (
          emailHref ? (
            <a href={emailHref}>{config.customer_facing_email}</a>
          ) : (
            <span>{config.customer_facing_email}</span>
          )
        ) : null}
        {config.customer_facing_address ? <span>{config.customer_facing_address}</span> : null}
      </address>
      <HeaderNav partnerPostalCodes={config.detailing_partner_postal_codes} />
      <FeedbackButton />
    </header>
  );
}
