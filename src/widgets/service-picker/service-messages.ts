/**
 * The message keys the `servicePicker` widget reads (its views, the recall notice and the issue-description modal),
 * as plain data: the catalogue (src/widgets/registry/catalog.ts) lists them, so `npm run flows:check` verifies that
 * every step showing the widget defines them. The image picker's keys are in ../shared/image-upload-messages.ts.
 */
export const SERVICE_PICKER_MESSAGES = [
  'services-loading',
  'services-load-failed',
  'services-empty',
  'link-retry',
  'section-awaiting',
  'section-recommended',
  'section-packages',
  'section-standard',
  'addon-services',
  'review-and-approve',
  'summary-total',
  'service-included',
  'tire-quantity',
  'service-quantity-of',
  'price-was',
  'edit-issue-description',
  'recall-title',
  'recall-intro-one',
  'recall-intro-many',
  'recall-free',
  'recall-cost',
  'recall-vehicle',
  'recall-not-now',
  'close',
  'recall-add',
  'issue-title',
  'issue-label',
  'issue-needs-description',
  'issue-images-uploading',
  'cancel',
  'continue',
  'error-modal-title',
  'error-modal-close',
] as const;

type ServicePickerKey = (typeof SERVICE_PICKER_MESSAGES)[number];

/** The widget's `text`, narrowed to its keys: a view reading a key the list above lacks does not compile. */
export type ServicePickerText = (key: ServicePickerKey, vars?: Readonly<Record<string, unknown>>) => string;
