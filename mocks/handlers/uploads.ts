/** M-28 POST /s3-upload (multipart), M-29 POST /s3-delete. */
import { http } from 'msw';
import { commit, nextId, world } from '../world';
import { api, errorAnswer, jsonBody, ok, str } from './context';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const uploadHandlers = [
  http.post(api('/s3-upload'), async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return errorAnswer(400, 'Send the image as multipart/form-data with a "file" field.');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') return errorAnswer(400, 'No file was uploaded.');
    const name = (file as File).name || 'image';
    const type = file.type || (/\.png$/i.test(name) ? 'image/png' : /\.jpe?g$/i.test(name) ? 'image/jpeg' : '');
    if (!['image/jpeg', 'image/png'].includes(type)) return errorAnswer(415, 'Only JPG and PNG images are allowed.');
    if (file.size > MAX_IMAGE_BYTES) return errorAnswer(413, 'One or more files exceed the size limit of 5 MB.');
    const id = nextId();
    const folder = (form.get('folder') as string | null) || 'booking-images';
    const fileName = `${id}-${Math.random().toString(36).slice(2, 8)}.${type === 'image/png' ? 'png' : 'jpg'}`;
    world().uploads.push({ id, fileName, folder, originalFileName: name, size: file.size });
    commit();
    return ok({ fileName, id, folder, originalFileName: name, url: `https://uploads.example/${folder}/${fileName}` });
  }),

  http.post(api('/s3-delete'), async ({ request }) => {
    const body = await jsonBody(request);
    const fileName = str(body.fileName);
    const w = world();
    const found = w.uploads.find((u) => u.fileName === fileName && (!body.folder || u.folder === body.folder));
    if (!found) return errorAnswer(404, 'Image not found.');
    w.uploads = w.uploads.filter((u) => u !== found);
    commit();
    return ok({ Status: 'success', Message: 'Image removed.' });
  }),
];
