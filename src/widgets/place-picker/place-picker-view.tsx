import type { ReactNode } from 'react';
import { ModeButtonsView, SwitchModeLinks } from './mode-buttons-view';
import type { PlaceMode } from '../address-shared/place-modes';
import './place-picker.css';

export interface PlacePickerViewProps {
  modes: readonly PlaceMode[];
  mode: PlaceMode | null;
  onMode: (m: PlaceMode) => void;
  /** B-19: the subtle "Booked service before?" link (visitors only); null hides it. */
  bookedBefore: { label: string; onClick: () => void } | null;
  /** The current mode's content (address form and saved places, or a location picker). */
  children: ReactNode;
}

/** The place step's layout: mode buttons, the mode's panel with links to the other modes, the sign-in hint. */
export function PlacePickerView({ modes, mode, onMode, bookedBefore, children }: PlacePickerViewProps) {
  return (
    <div className="place-picker holds-while-loading">
      <ModeButtonsView modes={modes} mode={mode} onMode={onMode} />
      {mode ? (
        <div className="place-picker__panel" data-mode={mode}>
          {children}
          <SwitchModeLinks modes={modes} mode={mode} onMode={onMode} />
        </div>
      ) : null}
      {bookedBefore ? (
        <p className="place-picker__booked-before">
          <button type="button" className="link-button link-button--subtle" onClick={bookedBefore.onClick}>
            {bookedBefore.label}
          </button>
        </p>
      ) : null}
    </div>
  );
}
