import '../vehicle-shared/vehicle-widgets.css';
import { LoadingNotice } from '../../ui/loading-notice';
import type { SavedVehiclesTexts } from './saved-vehicles-texts';

/** One saved vehicle button. */
export interface SavedVehicleChoice {
  id: number;
  /** C-04: "color year make model". */
  label: string;
}

export interface SavedVehiclesViewProps {
  status: 'loading' | 'error' | 'ready';
  /** Complete saved vehicles, already sorted (C-05, A-44). */
  vehicles: readonly SavedVehicleChoice[];
  /** The flow's texts: the list's name, loading, failure and "Add a New Vehicle" (C-06). */
  texts: SavedVehiclesTexts;
  /** The booking's current vehicle, shown as pressed. */
  selectedId?: number | null;
  busy?: boolean;
  onPick: (id: number) => void;
  onAdd: () => void;
}

/** The saved vehicles as buttons, plus "Add a New Vehicle". */
export function SavedVehiclesView({ status, vehicles, texts, selectedId = null, busy = false, onPick, onAdd }: SavedVehiclesViewProps) {
  return (
    <section className="vehicle-widget saved-vehicles holds-while-loading" aria-label={texts.label} aria-busy={status === 'loading' || undefined}>
      {status === 'loading' ? <LoadingNotice>{texts.loading}</LoadingNotice> : null}
      {status === 'error' ? (
        <p className="field-error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <ul className="saved-vehicles__list">
        {vehicles.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className="button button--secondary saved-vehicles__choice"
              aria-pressed={selectedId === v.id}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onPick(v.id);
              }}
            >
              {v.label}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button--primary saved-vehicles__choice"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAdd();
            }}
          >
            {texts.add}
          </button>
        </li>
      </ul>
    </section>
  );
}
