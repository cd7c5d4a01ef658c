import { useEffect, useRef, useState } from 'react';
import { criticalErrorText, failureText, type MessageTextOf } from '../../api/failure-text';
import { IMAGE_HELPER_KEYS, validateImageSelection } from '../../domain/validate-images';
import type { ImagePickerTexts, PickedImage } from './image-picker';

/**
 * D-64: the upload delay timer. A picked image counts as uploading until its upload has answered AND
 * 2 seconds have passed since it was picked; only then is it listed and may the modal continue
 * (docs/decisions.md "Screens: services").
 */
export const UPLOAD_DELAY_MS = 2_000;

/** What the stored image looks like after M-28. */
interface StoredImage {
  id: number | string;
  fileName: string;
  folder: string;
  originalFileName?: string | null;
}

export interface ImageUploadDeps {
  upload: (file: File) => Promise<StoredImage>;
  remove: (image: { fileName: string; folder: string }) => Promise<unknown>;
  /**
   * The flow's messages (a widget's `text`): the selection errors and helper texts (D-59..D-61), "Critical Error:
   * {text}" (D-65, `critical-error`) and the failure texts.
   */
  text: MessageTextOf;
  delayMs?: number;
}

/** The customer's text of a failed call: the server's own words (D-65), else the flow's failure text (never a path or a raw error). */
export function serverTextOf(error: unknown, text: MessageTextOf): string {
  return failureText(error, text);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function previewOf(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

/**
 * The images of the issue-description modal: selection rules (D-59..D-61, OPEN-52 errors), upload
 * with M-28 and the delay (D-63, D-64), removal with M-29 (D-63), "Critical Error: {server text}"
 * for a failed upload or removal (D-65).
 */
export function useImageUploads(initial: readonly PickedImage[], deps: ImageUploadDeps) {
  const [images, setImages] = useState<PickedImage[]>(() => [...initial]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [critical, setCritical] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = (e: unknown) => {
    if (alive.current) setCritical(criticalErrorText(e, deps.text));
  };

  const pick = (files: File[]) => {
    const check = validateImageSelection(images.length + uploading, files);
    if (!check.ok) {
      setError(deps.text(check.key, check.vars));
      return;
    }
    setError(null);
    setUploading((n) => n + files.length);
    for (const file of files) {
      Promise.all([deps.upload(file), wait(deps.delayMs ?? UPLOAD_DELAY_MS)])
        .then(([stored]) => {
          if (!alive.current) return;
          const image: PickedImage = {
            id: String(stored.id),
            fileName: stored.fileName,
            folder: stored.folder,
            originalFileName: stored.originalFileName || file.name,
            preview: previewOf(file),
          };
          setImages((list) => [...list, image]);
        })
        .catch(fail)
        .finally(() => {
          if (alive.current) setUploading((n) => n - 1);
        });
    }
  };

  const remove = (image: PickedImage) => {
    setImages((list) => list.filter((i) => i.id !== image.id));
    setError(null);
    if (image.preview) URL.revokeObjectURL?.(image.preview);
    deps.remove({ fileName: image.fileName, folder: image.folder ?? '' }).catch(fail);
  };

  /** OPEN-52: the helper texts shown under the picker (D-59, D-60). */
  const helpTexts = IMAGE_HELPER_KEYS.map((key) => deps.text(key));
  const pickerTexts = imagePickerTexts(deps.text);
  return { images, uploading, error, critical, helpTexts, pickerTexts, pick, remove, dismissCritical: () => setCritical(null) };
}

/** The image picker's words from the flow's messages (flow-level keys, ./image-upload-messages.ts). */
export function imagePickerTexts(text: MessageTextOf): ImagePickerTexts {
  return {
    label: text('image-picker-label'),
    uploading: (count) => text(count === 1 ? 'images-uploading-one' : 'images-uploading-many', { count }),
    listLabel: text('images-chosen'),
    remove: text('remove-service'),
    removeNamed: (name) => text('image-remove-named', { name }),
    confirmYes: text('image-remove-yes'),
    confirmNo: text('image-remove-no'),
    confirmQuestion: text('remove-image-confirm'),
  };
}
