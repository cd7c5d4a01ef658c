/** The home page's words (plain data and a pure function: the catalogue imports the keys). */

/** The home page's words, from the step's messages (`homeHeroTexts`). */
export interface HomeHeroTexts {
  title: string;
  subtitle: string;
  start: string;
  dealEnds: string;
  /** The banner region's name ("Current offer"). */
  bannerLabel: string;
  /** The banner link's text when the banner gives none ("Learn more"). */
  learnMore: string;
  /** Read after the link's text: it opens in a new tab. */
  newTab: string;
}

/** The message keys the `homeHero` widget reads (plain data: the catalogue lists them for the flow checker). */
export const HOME_HERO_MESSAGES = ['home-title', 'home-subtitle', 'home-start', 'home-deal-ends', 'home-banner-label', 'home-banner-more', 'new-tab'] as const;

/**
 * The home page's words from the flow (a widget's `text`); the subtitle is the message `subtitleKey` names (the
 * flow's choice by the provider's places), `home-subtitle` when none is given.
 */
export function homeHeroTexts(text: (key: string) => string, subtitleKey: string = 'home-subtitle'): HomeHeroTexts {
  return {
    title: text('home-title'),
    subtitle: text(subtitleKey),
    start: text('home-start'),
    dealEnds: text('home-deal-ends'),
    bannerLabel: text('home-banner-label'),
    learnMore: text('home-banner-more'),
    newTab: text('new-tab'),
  };
}
