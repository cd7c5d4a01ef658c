import { invalid, VALID, type ValidationResult } from './validation-messages';

/** D-59: most images per booking. */
const MAX_IMAGES = 5;
/** D-60: largest file, 5 MB = 5 × 1024 × 1024 bytes (exactly 5 MB is accepted). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** OPEN-52: the message keys of the helper texts shown under the picker (D-59, D-60). */
export const IMAGE_HELPER_KEYS = Object.freeze(['images-max-helper', 'image-size-helper'] as const);

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
 * failure wins — more than 5 in all: `images-max-error` ("You can only upload up to 5 images."); any file
 * over 5 MB: `image-size-error` ("One or more files exceed the size limit of 5 MB."); any file not JPG/PNG:
 * `image-type-error` (our wording).
 */
export function validateImageSelection(existingCount: number, files: readonly ImageFileLike[]): ValidationResult {
  if (Math.max(0, existingCount) + files.length > MAX_IMAGES) return invalid('images-max-error');
  if (files.some((f) => !(f.size <= MAX_IMAGE_BYTES))) return invalid('image-size-error');
  if (files.some((f) => !isAcceptedImageType(f))) return invalid('image-type-error');
  return VALID;
}
