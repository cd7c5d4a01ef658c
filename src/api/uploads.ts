/**
 * Issue images. M-28 POST /s3-upload (multipart: `file`, optional `folder`; path chosen from document 1, OPEN-09),
 * M-29 POST /s3-delete ({ fileName, folder }; answer chosen: Status, Message, OPEN-08).
 * Limits (5 images, 5 MB, JPG/PNG) are checked by the app before upload; the mock enforces them too.
 */
import * as z from 'zod/mini';
import { apiFetch } from './client';
import { statusMessageSchema } from './entities';

const uploadedImageSchema = z.object({
  fileName: z.string(),
  id: z.union([z.int(), z.string()]),
  folder: z.string(),
  originalFileName: z.nullish(z.string()),
  url: z.nullish(z.string()),
});

/** M-28 */
export function uploadImage(file: Blob, options: { fileName?: string; folder?: string } = {}) {
  const form = new FormData();
  const name = options.fileName ?? (file instanceof File ? file.name : 'image.jpg');
  form.append('file', file, name);
  if (options.folder) form.append('folder', options.folder);
  return apiFetch('POST', '/s3-upload', { body: form, schema: uploadedImageSchema });
}
/** M-29 */
export function deleteImage(image: { fileName: string; folder: string }) {
  return apiFetch('POST', '/s3-delete', { body: { fileName: image.fileName, folder: image.folder }, schema: statusMessageSchema });
}

