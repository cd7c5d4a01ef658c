import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { homeHeroTexts } from './home-hero-texts';
import { HomeHeroView } from './home-hero-view';
import './home-hero.css';

/** The flow's words ({config.customer_facing_name} filled with a sample provider). */
const home = flowStoryText('home');
const texts = homeHeroTexts((key) => home(key, { config: { customer_facing_name: 'Demo Mobile Auto Care' } }));
const start = () => console.info('send', { type: 'start' });

/** A home-only provider (service_locations ["home"]): the flow chooses the subtitle that promises only the home. */
export const HomeOnlyProvider: Story = () => (
  <HomeHeroView texts={homeHeroTexts((key) => home(key, { config: { customer_facing_name: 'Acme Mobile' } }), 'home-subtitle-home')} onStart={start} banner={null} bannerHref={null} />
);

/** Loading, failed or no banner: only the start. */
export const WithoutBanner: Story = () => <HomeHeroView texts={texts} onStart={start} banner={null} bannerHref={null} />;

export const WithBanner: Story = () => (
  <HomeHeroView
    texts={texts}
    onStart={start}
    banner={{
      overLineText: 'Limited time',
      title: 'Buy 3 tires, get the 4th for $1',
      bannerImage: null,
      link: { label: 'Shop tires', link: { href: 'https://tires.example/shop' } },
      dealEndDate: '2030-06-30',
    }}
    bannerHref="https://tires.example/shop"
  />
);

/** A banner whose link is not http(s) and with no tire shop URL: shown without a link. */
export const BannerWithoutLink: Story = () => (
  <HomeHeroView texts={texts} onStart={start} banner={{ title: 'Spring detailing week', overLineText: null }} bannerHref={null} />
);

/** A banner whose image cannot load: its box stays (a plain tint), so nothing below moves. */
export const BannerImageCannotLoad: Story = () => (
  <HomeHeroView
    texts={texts}
    onStart={start}
    banner={{ title: 'Buy 3 tires, get the 4th for $1', overLineText: 'Limited time', bannerImage: { src: '/no-such-image.jpg' } }}
    bannerHref={null}
  />
);
