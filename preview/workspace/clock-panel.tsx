import { formatInTimeZone } from 'date-fns-tz';
import { CLOCK_ZONES } from '../scenario-builder';

export interface ClockPanelProps {
  /** `datetime-local` text of the link's clock ('' = the real time). */
  clock: string;
  zone: string;
  error?: string;
  /** The app's clock right now (ISO), after any steps; null while it runs on the real time. */
  liveNow: string | null;
  onClockChange: (local: string) => void;
  onZoneChange: (zone: string) => void;
  /** Moves the running app's clock forward by `ms` without reloading it or reseeding the demo world. */
  onStep: (ms: number) => void;
}

const HOUR = 3_600_000;

/**
 * The clock as a time machine: "Now" starts the world at an instant (a new link: the demo world is seeded
 * around it); +1 hour / +1 day move the running app's clock on while the booked appointments stay put, so a
 * cancellation cut-off or a check-in window can be crossed live.
 */
export function ClockPanel({ clock, zone, error, liveNow, onClockChange, onZoneChange, onStep }: ClockPanelProps) {
  return (
    <fieldset>
      <legend>Clock</legend>
      <div className="preview-tool__field">
        <label htmlFor="clock">Now (empty: the real time)</label>
        <input
          id="clock"
          type="datetime-local"
          step={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={`clock-hint${error ? ' clock-error' : ''}`}
          value={clock}
          onChange={(e) => onClockChange(e.target.value)}
        />
        {error ? (
          <p className="field-error" id="clock-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="preview-tool__field">
        <label htmlFor="zone">Time zone of that time</label>
        <select id="zone" value={zone} onChange={(e) => onZoneChange(e.target.value)}>
          {CLOCK_ZONES.map((z) => (
            <option key={z} value={z}>
              {z}
              {z === 'America/New_York' ? ' (the demo world’s zone)' : ''}
            </option>
          ))}
        </select>
      </div>
      <p className="preview-tool__hint" id="clock-hint">
        Setting “Now” reloads the app with the demo world seeded around that instant. The buttons below move the running
        app’s clock on; appointments stay where they are.
      </p>
      <p role="status" className="workspace__clock-now">
        {liveNow ? `The app’s clock: ${formatInTimeZone(new Date(liveNow), zone, 'EEE d MMM yyyy, HH:mm')} (${zone})` : 'The app’s clock: the real time'}
      </p>
      <div className="preview-tool__actions">
        <button type="button" className="button button--secondary" onClick={() => onStep(HOUR)}>
          +1 hour
        </button>
        <button type="button" className="button button--secondary" onClick={() => onStep(24 * HOUR)}>
          +1 day
        </button>
      </div>
    </fieldset>
  );
}
