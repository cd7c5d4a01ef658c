/** The message keys the `keyoskPicker` widget reads (plain data: the catalogue lists them for the flow checker). */
export const KEYOSK_PICKER_MESSAGES = [
  'park-anywhere-note',
  'keyosk-loading',
  'keyosk-list-failed',
  'link-retry',
  'parking-legend',
  'summary-keyosk',
  'parking-none',
  'keyosk-none',
] as const;

/** The widget's `text`, narrowed to its keys. */
export type KeyoskPickerText = (key: (typeof KEYOSK_PICKER_MESSAGES)[number]) => string;
