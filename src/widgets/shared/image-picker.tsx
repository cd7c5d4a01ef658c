import { useId, useState } from 'react';

/** An image chosen in the issue-description modal: the stored reference plus a local preview. */
export interface PickedImage {
  id: string;
  fileName: string;
  originalFileName: string;
  folder: string | null;
  /** Object URL of the local file (this page only); null after a reload. */
  preview: string | null;
}

/** The picker's own words, from the flow's messages (`useImageUploads` gives them as `pickerTexts`). */
export interface ImagePickerTexts {
  /** The file input's label ("Add photos (optional)"). */
  label: string;
  /** The status while files upload. */
  uploading: (count: number) => string;
  /** The list of chosen images. */
  listLabel: string;
  /** The Remove button and its accessible name for one image. */
  remove: string;
  removeNamed: (fileName: string) => string;
  confirmYes: string;
  confirmNo: string;
  /** D-62's question before a removal, word for word (sic): "Are you sure want to remove this image?". */
  confirmQuestion: string;
}

/** The images chosen and on their way, and what to call: `useImageUploads` returns all of it. */
interface ImageUploads {
  images: readonly PickedImage[];
  /** Files being uploaded (including the D-64 delay). */
  uploading: number;
  /** The rule a selection broke (OPEN-52 errors), or null. */
  error: string | null;
  /** OPEN-52: the helper texts under the picker, in the flow's words. */
  helpTexts: readonly string[];
  pick: (files: File[]) => void;
  remove: (image: PickedImage) => void;
  /** The picker's words from the flow's messages. */
  pickerTexts: ImagePickerTexts;
}

export interface ImagePickerProps {
  uploads: ImageUploads;
}

/**
 * The image part of the issue-description modal (D-59..D-62): a JPG/PNG file input with the two
 * helper texts under it, the selection error, the chosen images each with Remove, which asks first.
 */
export function ImagePicker({ uploads }: ImagePickerProps) {
  const { images, uploading, error, helpTexts, pick: onPick, remove: onRemove, pickerTexts: texts } = uploads;
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const [confirming, setConfirming] = useState<PickedImage | null>(null);
  return (
    <div className="image-picker">
      <label htmlFor={id} className="image-picker__label">
        {texts.label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <div id={helpId} className="image-picker__help">
        {helpTexts.map((t) => (
          <p key={t}>{t}</p>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {uploading > 0 ? (
        <p className="image-picker__uploading" role="status">
          {texts.uploading(uploading)}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className="image-picker__list" aria-label={texts.listLabel}>
          {images.map((image) => (
            <li key={image.id} className="image-picker__item">
              {image.preview ? <img src={image.preview} alt={image.originalFileName} className="image-picker__thumb" /> : null}
              <span className="image-picker__name">{image.originalFileName}</span>
              {confirming?.id === image.id ? (
                <span className="image-picker__confirm" role="group" aria-label={texts.removeNamed(image.originalFileName)}>
                  <span role="alert">{texts.confirmQuestion}</span>
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => {
                      setConfirming(null);
                      onRemove(image);
                    }}
                  >
                    {texts.confirmYes}
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(null)}>
                    {texts.confirmNo}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.removeNamed(image.originalFileName)}
                  onClick={() => setConfirming(image)}
                >
                  {texts.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
