import { useState } from 'react';
import type { ProviderConfig } from '../api/configuration';
import { FeedbackButton } from './feedback-button';
import { HeaderNav } from './header-nav';
import { useShellText } from './shell-text';
import { mailtoHref, safeUrl, telHref } from '../domain/safe-url';

/** The id of the header's contact details (the phone disclosure button controls them). */
const CONTACT_ID = 'site-header-contact';

/**
 * The branded header: logo (max height `logo_max_height`, top margin `logo_margin_top`),
 * the provider's name, phone, e-mail and address, the account navigation (A-48..A-50) and the feedback button. Configuration text is
 * rendered as text; links only with tel/mailto/http(s). On a phone the header is compact (issue 26): the contact
 * details sit behind a "Contact" disclosure button (one tap opens them), the links on one row beside it; from 768 px
 * the details show and the button is not drawn (src/styles/header.css).
 */
export function ProviderHeader({ config }: { config: ProviderConfig }) {
  const text = useShellText();
  const [logoFailed, setLogoFailed] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const hasContact = Boolean(config.customer_facing_phone || config.customer_facing_email || config.customer_facing_address);
  const logoUrl = safeUrl(config.logo, ['https:', 'http:'], true);
  const logo = logoFailed ? null : logoUrl;
  const logoHeight = config.logo_max_height ?? 60;
  const logoTop = config.logo_margin_top ?? 0;
  const phoneHref = telHref(config.customer_facing_phone_raw ?? config.customer_facing_phone);
  const emailHref = mailtoHref(config.customer_facing_email);
  const home = safeUrl(config.client_url, ['https:', 'http:']);
  const name = config.customer_facing_name;
  // The logo sits in a box of fixed size (its maximum height, at most four times as wide), kept from the first
  // paint and when the logo cannot load: a logo arriving later would otherwise change how the name and the contact
  // lines wrap and push the whole page down (issue 14: no layout shift). The logo is never enlarged.
  const brand = (
    <>
      {logoUrl ? (
        <span className="site-header__logo-box" style={{ height: logoHeight, width: `min(${logoHeight * 4}px, 40vw)`, marginTop: logoTop }}>
          {logo ? <img className="site-header__logo" src={logo} alt="" onError={() => setLogoFailed(true)} style={{ maxHeight: logoHeight }} /> : null}
        </span>
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
      {hasContact ? (
        <button
          type="button"
          className="button button--secondary button--small site-header__contact-toggle"
          aria-expanded={contactOpen}
          aria-controls={CONTACT_ID}
          onClick={() => setContactOpen((open) => !open)}
        >
          {text('header-contact')}
        </button>
      ) : null}
      <address id={CONTACT_ID} className={`site-header__contact${contactOpen ? ' is-open' : ''}`}>
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
