/**
 * The texts of the vehicle entry screen (C-09..C-50), read from the flow's messages (the `vehicle-lookup` step's own,
 * and the flow's shared ones) so a provider overlay can change them. The spec quotes the tab labels of the other
 * vehicle types (C-28); the rest are the flow's own words.
 */
import type { EntryTab } from './entry-tabs';

/** Message keys the `vehicleLookup` widget reads for its labels and notices (besides field errors and failures). */
export const LOOKUP_TEXT_KEYS = [
  'vehicle-entry-label', 'entry-tabs-label',
  'tab-license', 'tab-vin', 'tab-year', 'tab-heavy', 'tab-rv', 'tab-atv', 'tab-motorcycle', 'tab-boat', 'tab-plane',
  'plate-form-label', 'plate-label', 'address-state', 'address-state-choose', 'lookup-button',
  'vin-form-label', 'vin-label', 'vin-hint',
  'ymm-form-label', 'vehicle-search', 'year-label', 'year-placeholder', 'make-label', 'make-placeholder',
  'model-label', 'model-placeholder', 'trim-label', 'engine-label', 'optional-placeholder',
  'makes-loading', 'models-loading', 'trims-loading', 'engines-loading', 'vehicle-list-failed',
  'color-label', 'color-placeholder',
  'search-box-label', 'search-list-label', 'search-loading', 'search-failed', 'search-none', 'search-found-one', 'search-found-many',
  'cancel', 'search-back', 'search-use',
  'heavy-form-label', 'other-make-label', 'engine-make-label', 'engine-make-placeholder', 'other-engine-make-label',
  'engine-serial-label', 'heavy-vin-label', 'fuel-type-label', 'fuel-type-placeholder', 'other-fuel-type-label',
  'other-form-label', 'other-make-select-label', 'model-optional-label', 'other-makes-failed',
  'continue', 'please-wait', 'link-retry',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** The entry screen's texts, resolved (a few take the value they name). */
export function lookupTexts(text: Text) {
  return {
    label: text('vehicle-entry-label'),
    tabsLabel: text('entry-tabs-label'),
    tab: (tab: EntryTab) => text(`tab-${tab}`),
    plate: {
      form: text('plate-form-label'),
      plate: text('plate-label'),
      state: text('address-state'),
      statePlaceholder: text('address-state-choose'),
      lookup: text('lookup-button'),
    },
    vin: { form: text('vin-form-label'), vin: text('vin-label'), hint: text('vin-hint'), lookup: text('lookup-button') },
    ymm: {
      form: text('ymm-form-label'),
      search: text('vehicle-search'),
      year: text('year-label'),
      yearPlaceholder: text('year-placeholder'),
      make: text('make-label'),
      makePlaceholder: text('make-placeholder'),
      model: text('model-label'),
      modelPlaceholder: text('model-placeholder'),
      trim: text('trim-label'),
      engine: text('engine-label'),
      optionalPlaceholder: text('optional-placeholder'),
      loading: { makes: text('makes-loading'), models: text('models-loading'), trims: text('trims-loading'), engines: text('engines-loading') },
      color: text('color-label'),
      colorPlaceholder: text('color-placeholder'),
      listFailed: text('vehicle-list-failed'),
      retry: text('link-retry'),
    },
    search: {
      title: text('vehicle-search'),
      box: text('search-box-label'),
      list: text('search-list-label'),
      loading: text('search-loading'),
      failed: text('search-failed'),
      none: text('search-none'),
      found: (count: number) => text(count === 1 ? 'search-found-one' : 'search-found-many', { count }),
      cancel: text('cancel'),
      back: text('search-back'),
      use: text('search-use'),
      year: text('year-label'),
      yearPlaceholder: text('year-placeholder'),
      color: text('color-label'),
      colorPlaceholder: text('color-placeholder'),
    },
    heavy: {
      form: text('heavy-form-label'),
      make: text('make-label'),
      makePlaceholder: text('make-placeholder'),
      otherMake: text('other-make-label'),
      engineMake: text('engine-make-label'),
      engineMakePlaceholder: text('engine-make-placeholder'),
      otherEngineMake: text('other-engine-make-label'),
      engineSerial: text('engine-serial-label'),
      vin: text('heavy-vin-label'),
      fuelType: text('fuel-type-label'),
      fuelTypePlaceholder: text('fuel-type-placeholder'),
      otherFuelType: text('other-fuel-type-label'),
    },
    other: {
      form: (type: string) => text('other-form-label', { type }),
      make: (type: string) => text('other-make-select-label', { type }),
      makePlaceholder: text('make-placeholder'),
      makesLoading: text('makes-loading'),
      otherMake: text('other-make-label'),
      model: text('model-label'),
      modelPlaceholder: text('model-placeholder'),
      modelOptional: text('model-optional-label'),
      color: text('color-label'),
      colorPlaceholder: text('color-placeholder'),
      makesFailed: text('other-makes-failed'),
    },
    submit: { continue: text('continue'), busy: text('please-wait') },
  };
}

/** The resolved texts of the entry screen. */
export type LookupTexts = ReturnType<typeof lookupTexts>;
