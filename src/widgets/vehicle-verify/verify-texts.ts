/**
 * The texts of the verify screen (C-51..C-59), read from the flow's messages (the `verify-vehicle-info` step's own
 * and the flow's shared ones) so a provider overlay can change them. The spec quotes none of them.
 */

/** Message keys the `vehicleVerify` widget reads (besides failures). */
export const VERIFY_TEXT_KEYS = [
  'verify-loading', 'lookup-failed', 'verify-retry', 'verify-plate-detail', 'verify-vin-detail', 'verify-items-label',
  'verify-service-records', 'verify-service-records-one', 'verify-service-records-many',
  'verify-recalls', 'verify-recalls-one', 'verify-recalls-many',
  'verify-oil-types', 'verify-oil-none', 'verify-oil-count',
  'verify-tire-sizes', 'verify-tires-none', 'verify-tires-count',
  'verify-checking', 'verify-recalls-title', 'verify-recalls-loading', 'verify-recalls-failed', 'verify-recalls-none',
  'verify-color-label', 'color-placeholder', 'address-saving', 'color-saved', 'color-save-failed', 'continue', 'please-wait',
] as const;

type Text = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

/** The four info items' labels and values in words (C-51, C-53, C-54). */
export interface VerifyItemTexts {
  serviceRecords: string;
  serviceRecordCount: (count: number) => string;
  recalls: string;
  recallCount: (count: number) => string;
  oilTypes: string;
  noOilTypes: string;
  oilTypeCount: (count: number) => string;
  tireSizes: string;
  noTireSizes: string;
  tireSizeCount: (count: number) => string;
}

/** The verify screen's texts, resolved. */
export function verifyTexts(text: Text) {
  const count = (one: string, many: string) => (n: number) => text(n === 1 ? one : many, { count: n });
  const items: VerifyItemTexts = {
    serviceRecords: text('verify-service-records'),
    serviceRecordCount: count('verify-service-records-one', 'verify-service-records-many'),
    recalls: text('verify-recalls'),
    recallCount: count('verify-recalls-one', 'verify-recalls-many'),
    oilTypes: text('verify-oil-types'),
    noOilTypes: text('verify-oil-none'),
    oilTypeCount: (n) => text('verify-oil-count', { count: n }),
    tireSizes: text('verify-tire-sizes'),
    noTireSizes: text('verify-tires-none'),
    tireSizeCount: (n) => text('verify-tires-count', { count: n }),
  };
  return {
    loading: text('verify-loading'),
    lookupFailed: text('lookup-failed'),
    retry: text('verify-retry'),
    plateDetail: (plate: string, state: string) => text('verify-plate-detail', { plate, state }),
    vinDetail: (vin: string) => text('verify-vin-detail', { vin }),
    itemsLabel: text('verify-items-label'),
    items,
    checking: text('verify-checking'),
    recallsTitle: text('verify-recalls-title'),
    recallsLoading: text('verify-recalls-loading'),
    recallsFailed: text('verify-recalls-failed'),
    recallsNone: text('verify-recalls-none'),
    color: text('verify-color-label'),
    colorPlaceholder: text('color-placeholder'),
    colorSaving: text('address-saving'),
    colorSaved: text('color-saved'),
    colorFailed: text('color-save-failed'),
    continue: text('continue'),
    pleaseWait: text('please-wait'),
  };
}

/** The resolved texts of the verify screen. */
export type VerifyTexts = ReturnType<typeof verifyTexts>;
