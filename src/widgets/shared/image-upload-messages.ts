/**
 * The message keys the image picker and its uploads (image-picker.tsx, use-image-uploads.ts) read, all
 * flow-level: the helper texts and selection errors (D-59..D-61, OPEN-52). Their failures also read `critical-error`
 * (D-65) and the failure keys (src/api/failure-keys.ts), which the widgets list themselves. Plain data, so the catalogue (src/widgets/registry/catalog.ts) can list them for the widgets that upload images.
 */
export const IMAGE_UPLOAD_MESSAGES = [
  'images-max-helper',
  'image-size-helper',
  'images-max-error',
  'image-size-error',
  'image-type-error',
  // The picker's own words (image-picker.tsx, through useImageUploads' pickerTexts).
  'image-picker-label',
  'images-uploading-one',
  'images-uploading-many',
  'images-chosen',
  'remove-service',
  'image-remove-named',
  'image-remove-yes',
  'image-remove-no',
  'remove-image-confirm',
  // The error dialog of a failed upload (error-modal.tsx).
  'error-modal-title',
  'error-modal-close',
] as const;
