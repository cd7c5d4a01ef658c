import { useState } from 'react';
import type { Banner } from '../../api/marketing';
import { imageUrl } from '../../domain/safe-url';
import { dealEndText } from './banner-link';
import type { HomeHeroTexts } from './home-hero-texts';

export interface HomeHeroViewProps {
  texts: HomeHeroTexts;
  onStart: () => void;
  /** The marketing banner; null while loading, when it failed, or when there is none. */
  banner: Banner | null;
  /** Where the banner leads (http(s) only, A-17); no link without one. */
  bannerHref: string | null;
}

/** The marketing banner: over-line, title, image, deal end date and its link (opens in a new tab). */
function BannerCard({ banner, href, texts }: { banner: Banner; href: string | null; texts: HomeHeroTexts }) {
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageUrl(banner.bannerImage?.src);
  const ends = dealEndText(banner.dealEndDate);
  return (
    <section className="home-banner" aria-label={texts.bannerLabel}>
      {/* The image's box has its size before the image arrives; an image that cannot load leaves the box (a plain
          tint) rather than collapsing it, so the text below never moves (issue 14: no layout shift). */}
      {src ? (
        imageFailed ? (
          <div className="home-banner__image home-banner__image--missing" />
        ) : (
          <img className="home-banner__image" src={src} alt="" onError={() => setImageFailed(true)} />
        )
      ) : null}
      <div className="home-banner__text">
        {banner.overLineText ? <p className="home-banner__overline">{banner.overLineText}</p> : null}
        <h2 className="home-banner__title">{banner.title}</h2>
        {ends ? (
          <p className="home-banner__ends">
            {texts.dealEnds} {ends}
          </p>
        ) : null}
        {href ? (
          <a className="button button--secondary home-banner__link" href={href} target="_blank" rel="noopener noreferrer">
            {banner.link?.label?.trim() || texts.learnMore}
            <span className="visually-hidden"> {texts.newTab}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** The home page: the provider, a clear "Book a Service" start, and the marketing banner when there is one. */
export function HomeHeroView({ texts, onStart, banner, bannerHref }: HomeHeroViewProps) {
  return (
    <div className="home-hero">
      <header className="home-hero__intro">
        <h1 className="home-hero__title">{texts.title}</h1>
        <p className="home-hero__subtitle">{texts.subtitle}</p>
        <button type="button" className="button button--primary home-hero__start" onClick={onStart}>
          {texts.start}
        </button>
      </header>
      {banner ? <BannerCard banner={banner} href={bannerHref} texts={texts} /> : null}
    </div>
  );
}
