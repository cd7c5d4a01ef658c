import { MODE_LABELS, type PlaceMode } from '../address-shared/place-modes';

/**
 * B-03..B-06: one button per offered mode (aria-pressed on the current one). Not drawn when the provider
 * offers a single mode: there is nothing to choose.
 */
export function ModeButtonsView({ modes, mode, onMode }: { modes: readonly PlaceMode[]; mode: PlaceMode | null; onMode: (m: PlaceMode) => void }) {
  if (modes.length < 2) return null;
  return (
    <div className="place-picker__modes" role="group" aria-label="Where do you want service?">
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          className={`place-picker__mode${m === mode ? ' is-current' : ''}`}
          aria-pressed={m === mode}
          onClick={() => onMode(m)}
        >
          {MODE_LABELS[m]}
        </button>
      ))}
    </div>
  );
}

/** B-07: inside a mode, a link-styled button per other offered mode. */
export function SwitchModeLinks({ modes, mode, onMode }: { modes: readonly PlaceMode[]; mode: PlaceMode; onMode: (m: PlaceMode) => void }) {
  const others = modes.filter((m) => m !== mode);
  if (others.length === 0) return null;
  return (
    <p className="place-picker__switch">
      Want service somewhere else?{' '}
      {others.map((m, i) => (
        <span key={m}>
          {i > 0 ? ' or ' : null}
          <button type="button" className="link-button" onClick={() => onMode(m)}>
            Switch to {MODE_LABELS[m]}
          </button>
        </span>
      ))}
    </p>
  );
}
