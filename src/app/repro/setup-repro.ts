/**
 * The app side of repro links (docs/repro-links.md). Runs once before the first render, in mock builds only
 * (main.tsx imports it dynamically behind `__MOCKS__`, so the production build has none of it):
 *
 * 0. finishes a Reset of the tab's previous page (`resetPreview`): clears the preview before anything reads it;
 * 1. reads `?preview=` and decodes it (`decodeScenario`); a bad link gives an error for the banner and the
 *    app goes on without it;
 * 2. applies it (`applyScenario` of the mock back end: stores it for the tab, sets the session token, reseeds
 *    the demo world when it changed); the tab's booking is left as it is (tests seed one next to a link);
 * 3. removes the parameter from the address bar (`history.replaceState`, path/other parameters/hash kept), so a
 *    reload runs on the scenario kept for the tab;
 * 4. decides the provider (the scenario's wins over the host's) and sets the app clock: the time machine's
 *    moved clock (preview bridge `setClock`) while one is kept for the tab, else the scenario's `now`;
 * 5. when the link carries a `booking`, saves it as the tab's booking of that provider, so the app starts with it;
 * 6. when it carries an `overlay`, checks it against the flow (a step or named condition the flow lacks is a link
 *    error for the banner) and hands it to the app, which applies it over the provider's own overlay.
 */
import { clearToken } from '../../api/client';
import { decodeScenario, ScenarioDecodeError, type LinkOverlay, type Scenario } from '../../api/scenario-codec';
import { bookingFlowFor } from '../booking-flow';
import { bookingStorageKey } from '../../booking/persisted-booking';
import { bookingFromSnapshot } from './booking-snapshot';
import { setAppClock } from '../../ui/app-clock';
import { addressWithoutPreview, readPreviewParam, type AddressParts } from './preview-param';
import type { PreviewBannerInfo } from './preview-banner';
import { providerFor } from './provider-choice';
import { setBannerClock } from './banner-clock';
import { scenarioFaults, scenarioSettings } from './scenario-summary';
import type { DecisionListener } from '../../renderer/decision';
import { recordDecisionForReports } from '../error-reporting-trail';

/** What the app needs from the mock back end (mocks/browser.ts). */
export interface ReproMocks {
  applyScenario(s: Scenario): boolean;
  clearScenario(): void;
  currentScenario(): Scenario;
  resetWorld(): void;
  /** The time machine's moved clock kept for the tab (mocks/scenario.ts), if any. */
  movedClock?(): string | undefined;
  /** Whether the mock back end can answer as this provider (a fixture, or one the scenario carries in full). */
  knowsProvider?(name: string): boolean;
}

/** The browser pieces used (injectable for tests). */
export interface ReproEnv {
  location: AddressParts;
  history: { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void };
  storage: Storage | null;
  reload: () => void;
}

export interface ReproSetup {
  /** The provider the app runs as. */
  provider: string;
  /** The scenario in force for this tab (`{}` when none). */
  scenario: Scenario;
  /** What the banner shows; null when there is neither an active scenario nor a link error. */
  banner: PreviewBannerInfo | null;
  /** The scenario's overlay, when the flow accepts it (applied over the provider's own overlay). */
  overlay?: LinkOverlay;
  /**
   * Keeps the rules the flow applies for error reports' repro descriptors: given when the scenario's
   * configuration turns error reporting on (`sentry_dsn`), so other pages do not build decisions for nothing.
   */
  reportDecisions?: DecisionListener;
}

/** A scenario is active when it sets anything (`{}` is the same as no scenario). */
function isActiveScenario(s: Scenario): boolean {
  return Object.keys(s).length > 0;
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function browserEnv(): ReproEnv {
  return {
    location: window.location,
    history: window.history,
    storage: tabStorage(),
    reload: () => window.location.reload(),
  };
}

/** Removes the saved bookings of every provider in this tab (persisted-booking.ts keys). */
function clearSavedBookings(storage: Storage | null): void {
  if (!storage) return;
  const prefix = bookingStorageKey('');
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Set by Reset for the next page of the tab, which clears the preview before the app starts (in {@link setupRepro}). */
const RESET_PENDING = 'preview.reset-pending';

/** No scenario, a freshly seeded world (real clock), signed out, no saved booking. */
function clearPreview(mocks: ReproMocks, storage: Storage | null): void {
  mocks.clearScenario();
  mocks.resetWorld();
  clearToken();
  clearSavedBookings(storage);
  setAppClock(undefined);
}

/** Whether Reset asked this page to clear the preview; the request is used up. */
function takeResetRequest(storage: Storage | null): boolean {
  if (storage?.getItem(RESET_PENDING) !== '1') return false;
  storage.removeItem(RESET_PENDING);
  return true;
}

/**
 * Reset of the banner: a reload of the current address, whose page clears the preview before the app starts
 * ({@link clearPreview}) and so runs as the host's provider. Not cleared here: until it unloads, this page may still
 * save its booking or a session (a change or an answer in flight) after any clearing of its own. Without storage for
 * the request, cleared here.
 */
function resetPreview(mocks: ReproMocks, env: Pick<ReproEnv, 'storage' | 'reload'>): void {
  try {
    env.storage?.setItem(RESET_PENDING, '1');
  } catch {
    /* quota or denied: cleared below */
  }
  if (env.storage?.getItem(RESET_PENDING) !== '1') clearPreview(mocks, env.storage);
  env.reload();
}

/** Saves a link's booking as the tab's booking of `provider` (the key the flow provider loads from). */
function saveLinkBooking(storage: Storage | null, provider: string, booking: NonNullable<Scenario['booking']>): void {
  try {
    storage?.setItem(bookingStorageKey(provider), JSON.stringify(bookingFromSnapshot(booking)));
  } catch {
    /* quota or denied: the app starts with the booking it had */
  }
}

export function setupRepro(mocks: ReproMocks, hostProvider: string, env: ReproEnv = browserEnv()): ReproSetup {
  if (takeResetRequest(env.storage)) clearPreview(mocks, env.storage);
  const param = readPreviewParam(env.location.search);
  let error: string | undefined;
  let applied: Scenario | null = null;
  if (param !== null) {
    try {
      applied = decodeScenario(param);
      mocks.applyScenario(applied);
    } catch (e) {
      applied = null;
      error = e instanceof ScenarioDecodeError ? e.message : `Invalid preview link: ${e instanceof Error ? e.message : String(e)}`;
    }
    env.history.replaceState(env.history.state, '', addressWithoutPreview(env.location));
  }
  const scenario = mocks.currentScenario();
  const active = isActiveScenario(scenario);
  const provider = providerFor(hostProvider, active ? scenario : null);
  if (applied?.booking) saveLinkBooking(env.storage, provider, applied.booking);
  let overlay = active ? scenario.overlay : undefined;
  if (overlay) {
    try {
      bookingFlowFor(provider, overlay);
    } catch (e) {
      error ??= `Invalid preview link: its overlay does not fit the flow (${e instanceof Error ? e.message : String(e)}).`;
      overlay = undefined;
    }
  }
  // A provider the mock back end does not know is said plainly (no silent stand-in): the app cannot load it.
  const problem =
    active && mocks.knowsProvider?.(provider) === false
      ? `This link names provider "${provider}", which the mock back end does not know, and carries no full configuration of it, so the app cannot run as that provider. Import its configuration in the preview tool (/preview/) and copy the link again.`
      : undefined;
  const now = mocks.movedClock?.() ?? (active ? scenario.now : undefined);
  setAppClock(now);
  setBannerClock(now);
  const banner: PreviewBannerInfo | null =
    active || error
      ? {
          provider: active ? provider : undefined,
          now,
          ...(active ? { faults: scenarioFaults(scenario), settings: scenarioSettings(scenario) } : {}),
          error,
          problem,
          onReset: () => resetPreview(mocks, env),
        }
      : null;
  const reportDecisions = active && scenario.config?.sentry_dsn ? recordDecisionForReports : undefined;
  return { provider, scenario, banner, overlay, ...(reportDecisions ? { reportDecisions } : {}) };
}
