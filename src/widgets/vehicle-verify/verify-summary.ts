/** The verify screen's four info items (C-51, C-53, C-54) as plain text. Pure. */

export interface InfoItem {
  label: string;
  value: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** C-53: oil types listed, or counted when there are more than 3. */
export function oilTypesText(oilTypes: readonly string[]): string {
  if (oilTypes.length === 0) return 'None needed';
  return oilTypes.length > 3 ? plural(oilTypes.length, 'oil type', 'oil types') : oilTypes.join(', ');
}

/** C-54: standard tire sizes listed, or counted when there are more than 2. */
export function tireSizesText(sizes: readonly string[]): string {
  if (sizes.length === 0) return 'Not on file';
  return sizes.length > 2 ? plural(sizes.length, 'tire size', 'tire sizes') : sizes.join(', ');
}

/** The four items, in the order they are revealed (C-55). */
export function verifyInfoItems(input: {
  serviceRecords: number;
  recalls: number;
  oilTypes: readonly string[];
  tireSizes: readonly string[];
}): InfoItem[] {
  return [
    { label: 'Service records', value: plural(input.serviceRecords, 'service record', 'service records') },
    { label: 'Recalls', value: plural(input.recalls, 'recall', 'recalls') },
    { label: 'Oil types', value: oilTypesText(input.oilTypes) },
    { label: 'Standard tire sizes', value: tireSizesText(input.tireSizes) },
  ];
}

/** C-55: each item appears this long after the one before (the first after one delay). */
export const REVEAL_DELAY_MS = 500;
