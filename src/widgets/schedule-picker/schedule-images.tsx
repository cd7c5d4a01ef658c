import { useEffect, useMemo, useRef } from 'react';
import type { MessageTextOf } from '../../api/failure-text';
import { deleteImage, uploadImage } from '../../api/uploads';
import type { BookingImage } from '../../booking/booking-state';
import { ImagePicker, type PickedImage } from '../shared/image-picker';
import { useImageUploads } from '../shared/use-image-uploads';
import { ErrorModal } from '../shared/error-modal';

export interface ScheduleImagesProps {
  /** The booking's images (shared with the services step's issue description). */
  images: readonly BookingImage[];
  onChange: (images: BookingImage[]) => void;
  /** The flow's messages (a widget's `text`): the image rules' texts, "Critical Error: {text}" (D-65), failures. */
  text: MessageTextOf;
}

/**
 * The schedule screen's images: the services step's image picker and upload rules (D-59..D-65),
 * kept in the booking's `images` so they go with the booking.
 */
export default function ScheduleImages({ images, onChange, text }: ScheduleImagesProps) {
  const deps = useMemo(
    () => ({
      upload: (file: File) => uploadImage(file, { fileName: file.name }),
      remove: (image: { fileName: string; folder: string }) => deleteImage(image),
      text,
    }),
    [text],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the uploads start from the images of the first render only
  const initial = useMemo<PickedImage[]>(() => images.map((i) => ({ ...i, folder: i.folder ?? null, preview: null })), []);
  const uploads = useImageUploads(initial, deps);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange(uploads.images.map(({ id, fileName, originalFileName, folder }) => ({ id, fileName, originalFileName, folder })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports changes of the list only (onChange is a new function on every render)
  }, [uploads.images]);
  return (
    <div className="schedule-images">
      <ImagePicker uploads={uploads} />
      <ErrorModal open={uploads.critical !== null} message={uploads.critical ?? ''} title={text('error-modal-title')} closeLabel={text('error-modal-close')} onClose={uploads.dismissCritical} />
    </div>
  );
}
