import { useId, useState, useSyncExternalStore } from 'react';
import { AnalyticsEventsPanel } from './analytics-events-panel';
import { bannerClock, subscribeBannerClock } from './banner-clock';

/** What the preview banner shows (built by setup-repro.ts in mock builds; never set in production). */
export interface PreviewBannerInfo {
  /** Provider of the active repro scenario; absent when no scenario is active. */
  provider?: string;
  /** The scenario's clock (ISO), when it sets one. */
  now?: string;
  /** The faults the link applies, in words (scenario-summary.ts). */
  faults?: string[];
  /** The settings the link changes (configuration fields, overlay parts), in words. */
  settings?: string[];
  /** What keeps the active scenario from running as meant (a provider the mock back end does not know). */
  problem?: string;
  /** Why the `?preview=` link of this page load could not be used. */
  error?: string;
  /** Clears the scenario and the tab's booking state, then reloads. */
  onReset: () => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the link applies: a disclosure button ("2 faults, 1 changed setting") that shows the lists. */
function LinkDetails({ faults, settings }: { faults: readonly string[]; settings: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (faults.length + settings.length === 0) return null;
  return (
    <>
      <button type="button" className="preview-banner__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {`${count(faults.length, 'fault', 'faults')}, ${count(settings.length, 'changed setting', 'changed settings')}`}
      </button>
      <div id={id} className="preview-banner__text" hidden={!open}>
        {faults.length ? (
          <ul aria-label="Faults">
            {faults.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        {settings.length ? (
          <ul aria-label="Changed settings">
            {settings.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/**
 * The small strip above the app while a repro link is in force: "Preview: <provider>" and the clock (the time
 * machine's moved one as soon as it moves, banner-clock.ts), what the link applies (faults, changed settings;
 * expandable) and a Reset button; or the error of a bad link, which can be dismissed.
 */
export function PreviewBanner({ info }: { info: PreviewBannerInfo }) {
  const [errorDismissed, setErrorDismissed] = useState(false);
  const now = useSyncExternalStore(subscribeBannerClock, bannerClock) ?? info.now;
  const showError = info.error !== undefined && !errorDismissed;
  if (!info.provider && !showError) return null;
  return (
    <section className="preview-banner" aria-label="Preview mode">
      {showError ? (
        <div className="preview-banner__row preview-banner__row--error" role="alert">
          <p className="preview-banner__text">
            This preview link could not be used: {info.error} The app runs without it.
          </p>
          <button type="button" className="preview-banner__button" onClick={() => setErrorDismissed(true)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {info.provider ? (
        <div className="preview-banner__row">
          <p className="preview-banner__text" role="status">
            <strong>Preview: {info.provider}</strong>
            {now ? <span className="preview-banner__clock"> · clock fixed at {now}</span> : null}
          </p>
          <LinkDetails faults={info.faults ?? []} settings={info.settings ?? []} />
          <button type="button" className="preview-banner__button" onClick={info.onReset}>
            Reset
          </button>
          <AnalyticsEventsPanel />
        </div>
      ) : null}
      {info.problem ? (
        <p className="preview-banner__row preview-banner__row--error preview-banner__text" role="alert">
          {info.problem}
        </p>
      ) : null}
    </section>
  );
}
