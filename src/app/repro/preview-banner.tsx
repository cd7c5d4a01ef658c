import { useState } from 'react';
import { AnalyticsEventsPanel } from './analytics-events-panel';

/** What the preview banner shows (built by setup-repro.ts in mock builds; never set in production). */
export interface PreviewBannerInfo {
  /** Provider of the active repro scenario; absent when no scenario is active. */
  provider?: string;
  /** The scenario's clock (ISO), when it sets one. */
  now?: string;
  /** What keeps the active scenario from running as meant (a provider the mock back end does not know). */
  problem?: string;
  /** Why the `?preview=` link of this page load could not be used. */
  error?: string;
  /** Clears the scenario and the tab's booking state, then reloads. */
  onReset: () => void;
}

/**
 * The small strip above the app while a repro link is in force: "Preview: <provider>" (and the fixed clock)
 * with a Reset button; or the error of a bad link, which can be dismissed.
 */
export function PreviewBanner({ info }: { info: PreviewBannerInfo }) {
  const [errorDismissed, setErrorDismissed] = useState(false);
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
            {info.now ? <span className="preview-banner__clock"> · clock fixed at {info.now}</span> : null}
          </p>
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
