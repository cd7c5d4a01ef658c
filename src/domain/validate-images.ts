import {
  invalid,
  MSG_IMAGES_MAX_ERROR,
  MSG_IMAGES_MAX_HELPER,
  MSG_IMAGE_SIZE_ERROR,
  MSG_IMAGE_SIZE_HELPER,
  MSG_IMAGE_TYPE_ERROR,
  VALID,
  type ValidationResult,
} from './validation-messages';

/** D-59: most images per booking. */
export const MAX_IMAGES = 5;
/** D-60: largest file, 5 MB = 5 × 1024 × 1024 bytes (exactly 5 MB is accepted). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** OPEN-52: the helper texts shown under the picker. */
export const IMAGE_HELPER_TEXTS = Object.freeze([MSG_IMAGES_MAX_HELPER, MSG_IMAGE_SIZE_HELPER]);
/** D-61: accepted types. */
export const ACCEPTED_IMAGE_TYPES = Object.freeze(['image/jpeg', 'image/png'] as const);

/** What the rules read of a picked file (a browser File fits). */
export interface ImageFileLike {
  name?: string | null;
  size: number;
  type?: string | null;
}

/** D-61: JPG/JPEG or PNG — by MIME type (image/jpeg, image/jpg, image/png), or by extension when the type is empty. */
export function isAcceptedImageType(file: ImageFileLike): boolean {
  const type = (file.type ?? '').trim().toLowerCase();
  if (type !== '') return type === 'image/jpeg' || type === 'image/jpg' || type === 'image/png';
  return /\.(jpe?g|png)$/i.test((file.name ?? '').trim());
}

/**
 * D-59..D-61 with OPEN-52: checks adding `files` to `existingCount` images already chosen, first
 * failure wins — more than 5 in all: "You can only upload up to 5 images."; any file over 5 MB:
 * "One or more files exceed the size limit of 5 MB."; any file not JPG/PNG: our type message.
 */
export function validateImageSelection(existingCount: number, files: readonly ImageFileLike[]): ValidationResult {
  if (Math.max(0, existingCount) + files.length > MAX_IMAGES) return invalid(MSG_IMAGES_MAX_ERROR);
  if (files.some((f) => !(f.size <= MAX_IMAGE_BYTES))) return invalid(MSG_IMAGE_SIZE_ERROR);
  if (files.some((f) => !isAcceptedImageType(f))) return invalid(MSG_IMAGE_TYPE_ERROR);
  return VALID;
}
