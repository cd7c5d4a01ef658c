import { useBanner } from '../../api/marketing';
import type { WidgetProps } from '../contract/widget-props';
import { bannerHref } from './banner-link';
import { HomeHeroView } from './home-hero-view';
import './home-hero.css';

/**
 * `homeHero`: the home page's start — "Book a Service" sends `start` (the flow leads to
 * /pricing/begin) — and the marketing banner from the content service (GET /content/banner), linking to its
 * own http(s) link or the provider's `tire_shop_url`. A banner that fails to load is simply not shown.
 */
export default function HomeHero({ text, values, send }: WidgetProps) {
  const banner = useBanner();
  return (
    <HomeHeroView
      texts={{ title: text('home-title'), subtitle: text('home-subtitle'), start: text('home-start'), dealEnds: text('home-deal-ends') }}
      onStart={() => send({ type: 'start' })}
      banner={banner.data ?? null}
      bannerHref={bannerHref(banner.data, values.config.tire_shop_url)}
    />
  );
}
