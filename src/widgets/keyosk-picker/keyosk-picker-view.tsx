import { useId, useState } from 'react';
import { LoadingNotice } from '../../ui/loading-notice';
import type { KeyoskPickerText } from './keyosk-messages';

export interface PlaceChoice {
  id: number;
  name: string;
  blurb: string | null;
  /** A safe image address, or null. */
  imageUrl: string | null;
}

export interface ChoiceListState {
  status: 'loading' | 'error' | 'ready';
  options: readonly PlaceChoice[];
  selectedId: number | null;
}

export interface KeyoskPickerViewProps {
  parking: ChoiceListState;
  keyosks: ChoiceListState;
  /** The flow's `parking` part (G-02, G-04): the parking-lot choice; hidden (a park-anywhere vehicle, G-06), the note says why. */
  showParking: boolean;
  /** The step's messages. */
  text: KeyoskPickerText;
  onPickParking: (id: number) => void;
  onPickKeyosk: (id: number) => void;
  onRetry: () => void;
}

/** The place's photo in a box of fixed proportions (nothing moves when it loads); a plain box of the same size when it cannot load. */
function ChoiceImage({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src) return null;
  if (failed) return <span className="choice-card__image choice-card__image--missing" aria-hidden="true" />;
  return <img className="choice-card__image" src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />;
}

function ChoiceList({
  legend,
  state,
  onPick,
  emptyText,
  onRetry,
  text,
}: {
  legend: string;
  state: ChoiceListState;
  onPick: (id: number) => void;
  emptyText: string;
  onRetry: () => void;
  text: KeyoskPickerText;
}) {
  const name = useId();
  return (
    <fieldset className="choice-cards">
      <legend className="choice-cards__legend">{legend}</legend>
      {state.status === 'error' ? (
        <p role="alert">
          {text('keyosk-list-failed')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {text('link-retry')}
          </button>
        </p>
      ) : null}
      {state.status === 'ready' && state.options.length === 0 ? <p>{emptyText}</p> : null}
      <div className="choice-cards__list">
        {state.options.map((o) => (
          <label key={o.id} className={`choice-card${state.selectedId === o.id ? ' is-selected' : ''}`}>
            <input type="radio" className="choice-card__radio" name={name} value={o.id} checked={state.selectedId === o.id} onChange={() => onPick(o.id)} />
            <ChoiceImage src={o.imageUrl} name={o.name} />
            <span className="choice-card__name">{o.name}</span>
            {o.blurb ? <span className="choice-card__blurb">{o.blurb}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * G-02, G-03: the parking zone (unless the vehicle parks anywhere, G-06) and the key drop-off Keyosk, as cards with
 * photo and blurb; one loading notice until both lists are in.
 */
export function KeyoskPickerView(p: KeyoskPickerViewProps) {
  // One notice until both lists are in: lists that arrive one after the other would push each other down.
  const { text } = p;
  if (p.keyosks.status === 'loading' || (p.showParking && p.parking.status === 'loading')) {
    return (
      <div className="keyosk-picker">
        <LoadingNotice>{text('keyosk-loading')}</LoadingNotice>
      </div>
    );
  }
  return (
    <div className="keyosk-picker">
      {p.showParking ? (
        <ChoiceList legend={text('parking-legend')} state={p.parking} onPick={p.onPickParking} emptyText={text('parking-none')} onRetry={p.onRetry} text={text} />
      ) : (
        <p className="keyosk-picker__park-anywhere" role="note">
          {text('park-anywhere-note')}
        </p>
      )}
      <ChoiceList legend={text('summary-keyosk')} state={p.keyosks} onPick={p.onPickKeyosk} emptyText={text('keyosk-none')} onRetry={p.onRetry} text={text} />
    </div>
  );
}
