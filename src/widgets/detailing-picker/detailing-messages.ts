/** The message keys the `detailingPicker` widget reads (plain data: the catalogue lists them for the flow checker). */
export const DETAILING_PICKER_MESSAGES = [
  'detailing-mechanical-note',
  'detailing-loading',
  'detailing-load-failed',
  'detailing-empty',
  'detailing-list',
  'detailing-chosen',
  'detailing-choose',
  'detailing-choose-named',
] as const;

/** The widget's `text`, narrowed to its keys. */
export type DetailingPickerText = (key: (typeof DETAILING_PICKER_MESSAGES)[number], vars?: Readonly<Record<string, unknown>>) => string;
