import { useBanner } from '../../api/marketing';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { homeHeroSpec } from './home-hero.options';
import { bannerHref } from './banner-link';
import { homeHeroTexts } from './home-hero-texts';
import { HomeHeroView } from './home-hero-view';
import './home-hero.css';

/**
 * `homeHero`: the home page's start — "Book a Service" sends `start` (the flow leads to
 * /pricing/begin) — and the marketing banner from the content service (GET /content/banner), linking to its
 * own http(s) link or the provider's `tire_shop_url` (its content). A banner that fails to load is simply not shown.
 * Every text is a message of the step or the flow.
 */
export default function HomeHero({ options, text, values, send }: WidgetPropsOf<typeof homeHeroSpec>) {
  const banner = useBanner();
  return (
    <HomeHeroView
      texts={homeHeroTexts(text, options.subtitle)}
      onStart={() => send({ type: 'start' })}
      banner={banner.data ?? null}
      bannerHref={bannerHref(banner.data, values.content.tire_shop_url)}
    />
  );
}
