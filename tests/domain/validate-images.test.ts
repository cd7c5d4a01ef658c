import { describe, expect, it } from 'vitest';
import { IMAGE_HELPER_KEYS, isAcceptedImageType, MAX_IMAGE_BYTES, validateImageSelection } from '../../src/domain/validate-images';
import { flowText } from './support/flow-text';

const MB = 1024 * 1024;
const jpg = (size = MB) => ({ name: 'a.jpg', size, type: 'image/jpeg' });

describe('image upload', () => {
  it('OPEN-52 D-59 D-60 the helper texts under the picker', () => {
    expect(IMAGE_HELPER_KEYS.map((key) => flowText(key))).toEqual(['You can upload a maximum of 5 images.', 'Each file must be 5MB or smaller.']);
  });
  it('D-59 OPEN-52 more than 5 images in all: "You can only upload up to 5 images."', () => {
    expect(validateImageSelection(0, [jpg(), jpg(), jpg(), jpg(), jpg()])).toEqual({ ok: true });
    expect(validateImageSelection(3, [jpg(), jpg()])).toEqual({ ok: true });
    expect(validateImageSelection(4, [jpg(), jpg()])).toEqual({ ok: false, key: 'images-max-error' });
    expect(validateImageSelection(0, Array.from({ length: 6 }, () => jpg()))).toEqual({ ok: false, key: 'images-max-error' });
  });
  it('D-60 OPEN-52 a 4.99 MB file passes, a 5.01 MB file fails ("One or more files exceed the size limit of 5 MB.")', () => {
    expect(validateImageSelection(0, [jpg(Math.round(4.99 * MB))])).toEqual({ ok: true });
    expect(validateImageSelection(0, [jpg(MAX_IMAGE_BYTES)])).toEqual({ ok: true });
    expect(validateImageSelection(0, [jpg(), jpg(Math.round(5.01 * MB))])).toEqual({ ok: false, key: 'image-size-error' });
  });
  it('D-61 only JPG/JPEG or PNG images are accepted', () => {
    expect(isAcceptedImageType({ size: 1, type: 'image/png' })).toBe(true);
    expect(isAcceptedImageType({ size: 1, type: 'IMAGE/JPEG' })).toBe(true);
    expect(isAcceptedImageType({ size: 1, name: 'photo.JPEG', type: '' })).toBe(true);
    expect(isAcceptedImageType({ size: 1, name: 'photo.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImageType({ size: 1, name: 'photo.png', type: 'image/heic' })).toBe(false);
    expect(validateImageSelection(0, [{ name: 'x.gif', size: 10, type: 'image/gif' }])).toEqual({ ok: false, key: 'image-type-error' });
  });
});
