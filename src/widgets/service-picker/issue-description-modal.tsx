import { useId, useState } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { limitNoteLength, NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { validateIssueDescription } from '../../domain/validate-diagnostic';
import { ErrorModal } from '../shared/error-modal';
import { ImagePicker, type PickedImage } from '../shared/image-picker';
import { useImageUploads, type ImageUploadDeps } from '../shared/use-image-uploads';
import type { ServicePickerText } from './service-messages';

export interface IssueDescriptionModalProps {
  /** The service being described (its name titles the modal). */
  serviceName: string;
  initialDescription: string;
  initialImages: readonly PickedImage[];
  uploads: ImageUploadDeps;
  /** The step's messages (title, label, the reasons Continue waits, the buttons). */
  text: ServicePickerText;
  onCancel: () => void;
  onSave: (description: string, images: PickedImage[]) => void;
}

/**
 * The issue description and image upload modal of the Other service: the description is
 * required — Continue stays disabled (focusable, with the reason) while it is blank (D-58) or an
 * image is still uploading; images follow D-59..D-65. Render it only while open (it keeps its own draft).
 */
export function IssueDescriptionModal({ serviceName, initialDescription, initialImages, uploads, text, onCancel, onSave }: IssueDescriptionModalProps) {
  const titleId = useId();
  const fieldId = useId();
  const reasonId = useId();
  const [description, setDescription] = useState(initialDescription);
  const images = useImageUploads(initialImages, uploads);
  const check = validateIssueDescription(description);
  const blocked = !check.ok || images.uploading > 0;
  const reason = !check.ok ? text('issue-needs-description') : images.uploading > 0 ? text('issue-images-uploading') : null;
  return (
    <ModalDialog open labelledBy={titleId} onClose={onCancel} className="issue-modal">
      <h2 id={titleId}>{text('issue-title', { name: serviceName })}</h2>
      <div className="issue-modal__field">
        <label htmlFor={fieldId}>{text('issue-label')}</label>
        <textarea
          id={fieldId}
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          value={description}
          aria-required="true"
          onChange={(e) => setDescription(limitNoteLength(e.target.value))}
        />
      </div>
      <ImagePicker uploads={images} />
      {reason ? (
        <p id={reasonId} className="widget-continue__reason">
          {reason}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {text('cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={blocked || undefined}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => {
            if (!blocked) onSave(description.trim(), images.images);
          }}
        >
          {text('continue')}
        </button>
      </div>
      <ErrorModal
        open={images.critical !== null}
        message={images.critical ?? ''}
        title={text('error-modal-title')}
        closeLabel={text('error-modal-close')}
        onClose={images.dismissCritical}
      />
    </ModalDialog>
  );
}
