/** The verify screen's four info items (C-51, C-53, C-54) in the flow's words. Pure. */
import type { VerifyItemTexts } from './verify-texts';

export interface InfoItem {
  label: string;
  value: string;
}

/** C-53: oil types listed, or counted when there are more than 3. */
export function oilTypesText(oilTypes: readonly string[], t: VerifyItemTexts): string {
  if (oilTypes.length === 0) return t.noOilTypes;
  return oilTypes.length > 3 ? t.oilTypeCount(oilTypes.length) : oilTypes.join(', ');
}

/** C-54: standard tire sizes listed, or counted when there are more than 2. */
export function tireSizesText(sizes: readonly string[], t: VerifyItemTexts): string {
  if (sizes.length === 0) return t.noTireSizes;
  return sizes.length > 2 ? t.tireSizeCount(sizes.length) : sizes.join(', ');
}

/** The four items, in the order they are revealed (C-55). */
export function verifyInfoItems(
  input: {
    serviceRecords: number;
    recalls: number;
    oilTypes: readonly string[];
    tireSizes: readonly string[];
  },
  t: VerifyItemTexts,
): InfoItem[] {
  return [
    { label: t.serviceRecords, value: t.serviceRecordCount(input.serviceRecords) },
    { label: t.recalls, value: t.recallCount(input.recalls) },
    { label: t.oilTypes, value: oilTypesText(input.oilTypes, t) },
    { label: t.tireSizes, value: tireSizesText(input.tireSizes, t) },
  ];
}

/** C-55: each item appears this long after the one before (the first after one delay). */
export const REVEAL_DELAY_MS = 500;
