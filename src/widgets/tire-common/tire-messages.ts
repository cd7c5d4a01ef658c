/**
 * Message keys each tire widget reads (the catalogue lists them so `npm run flows:check` verifies the
 * steps define them). Plain data: the catalogue imports this file.
 */
/** Message keys read by both tire product screens. */
const tireProductSharedMessages = [
  'per-tire',
  'tire-quantity',
  'tire-add',
  'tire-update',
  'tire-in-cart',
  'tire-out-of-stock',
  'tire-stock',
  'tire-cannot-order',
  'sort-treadwear',
  'sort-traction',
  'sort-warranty',
  'tire-miles',
] as const;

export const tireServicesMessages = [
  'total-before-tax',
  'back-to-vehicle',
  'tire-services-list',
  'tire-services-loading',
  'tire-services-error',
  'tire-services-empty',
  'link-retry',
  'select-service',
  'remove-service',
  'per-tire',
  'in-cart',
  'continue',
  'tire-quantity-title',
  'tire-quantity-intro',
  'tire-quantity-label',
  'cancel',
  'tire-shop-title',
  'tire-shop-intro',
  'tire-shop-link',
  'new-tab',
] as const;

export const tireSizePickerMessages = [
  'tire-size-legend',
  'tire-size-other',
  'tire-size-other-label',
  'tire-size-other-hint',
  'tire-size-help-title',
  'tire-size-help-manual',
  'tire-size-help-door',
  'tire-size-help-tire',
  'tire-size-call',
  'continue',
  'tire-size-pattern',
] as const;

export const tireProductsMessages = [
  ...tireProductSharedMessages,
  'no-tires',
  'newtires-loading',
  'no-matching-tires',
  'sort-by',
  'sort-recommended',
  'sort-price-asc',
  'sort-price-desc',
  'tire-count',
  'tire-list',
  'tire-details',
  'continue',
  'filters-title',
  'filter-brand',
  'filter-price',
  'filter-any-price',
  'filter-clear',
  'filter-under100',
  'filter-100to150',
  'filter-150to200',
  'filter-over200',
] as const;

export const tireDetailMessages = [
  ...tireProductSharedMessages,
  'tire-detail-loading',
  'tire-not-found',
  'tire-detail-back',
  'tire-specs',
  'tire-size-label',
  'tire-product-number',
  'tire-oe',
  'tire-oe-none',
  'tire-availability',
  'tire-stock-local',
  'tire-stock-local-plus',
  'tire-spec-season',
  'tire-spec-temperature',
  'tire-spec-load-index',
  'tire-spec-speed-rating',
  'tire-spec-yes',
  'tire-spec-no',
] as const;

/**
 * A widget's `text`, narrowed to the message keys one screen reads: the screen's views take it instead of
 * a labels object, so a key missing from the screen's list above does not compile.
 */
export type MessageText<Keys extends readonly string[]> = (key: Keys[number]) => string;
export type TireProductText = MessageText<typeof tireProductSharedMessages>;
export type TireServicesText = MessageText<typeof tireServicesMessages>;
