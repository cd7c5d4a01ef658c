import { useId } from 'react';
import { ErrorNotice } from '../../ui/error-notice';
import { LoadingNotice } from '../../ui/loading-notice';
import { ModalDialog } from '../../ui/modal-dialog';
import type { GarageTexts } from './garage-texts';
import './garage.css';

/** A saved vehicle as the garage lists it. */
export interface GarageVehicle {
  id: number;
  /** "color year make model" (C-04). */
  label: string;
  plate: string | null;
}

/** The delete dialog's state: asking, refused (C-60), or failed with the server's message. */
export interface DeleteDialogState {
  vehicle: GarageVehicle;
  /** C-60's message or the server's message of a failed delete; null while asking. */
  message: string | null;
  /** The vehicle cannot be deleted (C-60): only Close is offered. */
  refused: boolean;
}

export interface GarageViewProps {
  status: 'loading' | 'error' | 'ready';
  texts: GarageTexts;
  vehicles: readonly GarageVehicle[];
  dialog: DeleteDialogState | null;
  busy?: boolean;
  onDelete: (vehicle: GarageVehicle) => void;
  onConfirm: () => void;
  onClose: () => void;
  onRetry?: () => void;
}

/**
 * The garage (K-61): the saved vehicles, each with Delete. Delete asks in a dialog, or — for a vehicle
 * with an upcoming service — says why it cannot be deleted (C-60). No data fetching: the widget passes everything in.
 */
export function GarageView({ status, texts, vehicles, dialog, busy = false, onDelete, onConfirm, onClose, onRetry }: GarageViewProps) {
  const titleId = useId();
  const messageId = useId();
  if (status === 'loading') return <LoadingNotice>{texts.loading}</LoadingNotice>;
  if (status === 'error') {
    return (
      <ErrorNotice className="garage__error" onRetry={onRetry} retryLabel={texts.retry}>
        {texts.failed}
      </ErrorNotice>
    );
  }
  return (
    <section className="garage" aria-label={texts.label}>
      {vehicles.length === 0 ? <p>{texts.empty}</p> : null}
      <ul className="garage__list">
        {vehicles.map((v) => (
          <li key={v.id} className="garage__vehicle">
            <span className="garage__label">{v.label}</span>
            {v.plate ? <span className="garage__plate">{v.plate}</span> : null}
            <button type="button" className="button button--secondary" aria-label={texts.deleteLabel(v.label)} onClick={() => onDelete(v)}>
              {texts.delete}
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={dialog !== null} labelledBy={titleId} describedBy={dialog?.message ? messageId : undefined} onClose={onClose} role="alertdialog">
        {dialog ? (
          <>
            <h2 id={titleId}>{dialog.refused ? texts.cannotDelete : texts.deleteTitle(dialog.vehicle.label)}</h2>
            {dialog.message ? (
              <p id={messageId} className={dialog.refused ? undefined : 'field-error'} role="alert">
                {dialog.message}
              </p>
            ) : (
              <p>{texts.deleteExplain}</p>
            )}
            <div className="modal__actions">
              <button type="button" className="button button--secondary" onClick={onClose}>
                {dialog.refused ? texts.close : texts.cancel}
              </button>
              {dialog.refused ? null : (
                <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
                  {busy ? texts.deleting : texts.confirm}
                </button>
              )}
            </div>
          </>
        ) : null}
      </ModalDialog>
    </section>
  );
}
