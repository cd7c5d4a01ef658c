/**
 * Issue 15, item 1: the fault matrix. Generated, not hand-kept: the engine's guest journey
 * (scripts/flow-check/front-door-journeys.ts) is walked through the whole app in jsdom (App, the real flow, the
 * MSW mock back end) with the jsdom drivers (jsdom-drivers.ts), recording the calls each step makes, named by the
 * mock's own handler list (preview/call-keys.ts). Then, for every call × the seven faults (network, 500, 503,
 * 429, 403, a delay beyond the client's timeout, a malformed 200), the step that first makes the call is opened
 * again from the booking, tab storage and mock world it started from, with the fault as a repro link's
 * `responses` override (mocks/scenario applyScenario), and played again. Each cell must hold
 * (fault-checks.ts): no blank screen, no uncaught error, nothing lost, no technical text, and a message with a
 * way forward — or, where the spec says the failure is silent (B-40 service area, pro status), the journey still
 * ends (the page still works). The matrix is printed; cells that fail for reasons outside the checkout's own code
 * are listed in known-failures.ts, checked exactly (a fixed one or a new one fails the test).
 *
 * To stay fast the journey's steps are split into parts, one test file each (fault-matrix.part<k>.test.tsx),
 * which vitest runs side by side: a part walks the journey up to its last step and plays the cells of the calls
 * its steps make first. `FAULT_MATRIX_ONLY=<regexp>` plays only the matching "call × fault" cells and prints
 * each page; `FAULT_MATRIX_TIMES=1` prints each cell's time.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS, setRequestTimeout } from '../../src/api/client';
import { flowText } from '../domain/support/flow-text';
import type { BookingState } from '../../src/booking/booking-state';
import { bookingStorageKey } from '../../src/booking/persisted-booking';
import type { JourneyMove } from '../../src/engine/journey-types';
import { flowFor, frontDoorJourneys } from '../../scripts/flow-check/front-door-journeys';
import { blankScreen, FAULT_NAMES, FAULTS, feedback, lost, SILENT_ALLOWED, specMessages, technicalText, uncaught, wayForward, type FaultName } from './fault-checks';
import { alertTexts, setDriverTimeout, setPointlessToWait } from './jsdom-drivers';
import { knownFailures } from './known-failures';
import { callLog, driverContext, playMove, quietFor, reachStep, routeRegex, settle, StepStopped, watchPage } from './guest-walk';
import { openPage as openAt, pageStart, saysSessionExpired, sessionEnded, startMatrix, stopMatrix, tally, uncaughtErrors, until, type PageStart } from './cell-kit';

/** The flow's text the matrix looks for (the rate limit's). */
const RATE_LIMITED_TEXT = flowText('rate-limited');

/** The repro clock of the checkout specs (Tuesday 10 March 2026, 11:30 in New York). */
const NOW = '2026-03-10T11:30:00-04:00';
/** The client's timeout in the delay cells (the fault's delay is far longer). */
const SHORT_TIMEOUT_MS = 1_000;

interface Arrival extends PageStart {
  move: JourneyMove;
  index: number;
  path: string;
  /** The calls the step made, from its arrival to the next step's (call keys, in order, repeated ones once). */
  calls: string[];
}

const entry = frontDoorJourneys().find((j) => j.journey.session === 'guest');
if (!entry) throw new Error('no provider offers a guest journey: the fault matrix walks the guest path');
const { provider, config, journey, goalRoute } = entry;
const goalStep = journey.moves.at(-1)!.to;
const phone = typeof config.customer_facing_phone === 'string' ? config.customer_facing_phone : null;
const spec = specMessages(flowFor(provider));

function savedBooking(): BookingState | null {
  const raw = sessionStorage.getItem(bookingStorageKey(provider));
  return raw ? (JSON.parse(raw) as BookingState) : null;
}

/** Starts a fresh page: no storage, the scenario (with `responses`), the world and tab storage as given. */
function openPage(responses: Record<string, unknown> | undefined, start?: Arrival) {
  openAt({ provider, now: NOW, path: start?.path ?? '/', ...(responses ? { responses } : {}), ...(start ? { start } : {}) });
}

/**
 * Declares the tests of part `part` (1-based) of `parts`: the journey's moves split into `parts` runs of
 * (nearly) equal length, this part playing the cells of the calls first made on its moves.
 */
export function describeFaultMatrixPart(part: number, parts: number): void {
  const size = Math.ceil(journey.moves.length / parts);
  const first = (part - 1) * size;
  const last = Math.min(journey.moves.length, part * size) - 1;
  const arrivals: Arrival[] = [];

  beforeAll(async () => {
    startMatrix();

    // The clean walk: where each step starts from and which calls it makes (a call belongs to the step whose
    // address the page shows when it is made).
    openPage(undefined);
    setDriverTimeout(15_000);
    const ctx = driverContext(config, 'clean');
    for (const [index, move] of journey.moves.entries()) {
      if (index > last) break;
      await reachStep(move.stepId, move.route);
      arrivals.push({ move, index, path: window.location.pathname + window.location.search, ...pageStart(), calls: [] });
      await playMove(ctx, move);
      const next = journey.moves[index + 1];
      await reachStep(next?.stepId ?? goalStep, next?.route ?? goalRoute);
    }
    await settle(200);
    for (const at of arrivals) {
      const route = routeRegex(at.move.route);
      at.calls = [...new Set(callLog.filter((c) => route.test(c.path)).map((c) => c.key))];
    }
  }, 90_000);

  afterAll(stopMatrix);

  /** Each call of the walked journey once, at the step that makes it first. */
  function allCells(): { call: string; at: Arrival }[] {
    const seen = new Set<string>();
    const out: { call: string; at: Arrival }[] = [];
    for (const at of arrivals) {
      for (const call of at.calls) {
        if (seen.has(call)) continue;
        seen.add(call);
        out.push({ call, at });
      }
    }
    return out;
  }

  /** Plays the journey on from `index` to the goal (a silent failure: the journey must still end). */
  async function playToGoal(ctx: ReturnType<typeof driverContext>, index: number, call: string, from: number): Promise<string | null> {
    for (let i = index; i < journey.moves.length; i++) {
      const move = journey.moves[i]!;
      try {
        await reachStep(move.stepId, move.route, 8_000);
        await playMove(ctx, move);
      } catch (e) {
        if (sessionEnded() && faultedWithToken(call, from)) return null;
        const said = alertTexts();
        return `silent, but the journey does not end: stopped at ${move.stepId} (${e instanceof Error ? e.message.split('\n')[0]!.slice(0, 100) : String(e)})${said.length ? `; the page says "${said.join(' | ').slice(0, 80)}"` : ''}`;
      }
    }
    try {
      await reachStep(goalStep, goalRoute, 8_000);
      return null;
    } catch {
      return `silent, but the journey does not end at ${goalStep}`;
    }
  }

  /** Whether a request of `call` made since `from` (an index of the call log) carried the session token. */
  function faultedWithToken(call: string, from: number): boolean {
    return callLog.slice(from).some((c) => c.key === call && c.withToken);
  }

  const shown = (stepId: string) => document.querySelector(`[data-step="${stepId}"]`) !== null;

  /** One cell: the step that first makes `call`, played with `fault` on it. Null when every check holds, else the failing assertion. */
  async function runCell(call: string, at: Arrival, fault: FaultName): Promise<string | null> {
    uncaughtErrors.length = 0;
    setRequestTimeout(fault === 'delay' ? SHORT_TIMEOUT_MS : DEFAULT_REQUEST_TIMEOUT_MS);
    const before = JSON.parse(at.storage[bookingStorageKey(provider)] ?? 'null') as BookingState | null;
    const from = callLog.length;
    const opened = performance.now();
    openPage({ [call]: FAULTS[fault] }, at);
    const page = watchPage();
    // Waiting longer is pointless once the page has neither asked the back end nor changed for a second.
    setPointlessToWait(() => quietFor(1_000) && page.quietFor(1_000));
    try {
      const ctx = driverContext(config, `${fault}-${at.index}`);
      const { move } = at;
      const nextStep = journey.moves[at.index + 1]?.stepId ?? goalStep;
      const settled = (since: number, ms: number) => quietFor(ms, since) && page.quietFor(ms);
      // The step, or the page that says why it cannot be shown.
      const opening = await until(() => (shown(move.stepId) ? 'step' : settled(opened, 300) ? 'other' : null), 10_000);
      let outcome: 'moved' | 'stopped' | 'not shown' = 'not shown';
      if (opening === 'step') {
        outcome = 'stopped';
        try {
          await playMove(ctx, move);
          // Sent: the next step, or the page settles where it is (having said something, or not).
          const sent = performance.now();
          await until(() => (shown(nextStep) || settled(sent, 300) ? true : null), 10_000);
          if (shown(nextStep)) outcome = 'moved';
        } catch (e) {
          if (!(e instanceof StepStopped)) throw e;
        }
      }
      // Moved on: the next step's own calls answer (and their failure, if the fault is theirs, is said).
      const settledFrom = performance.now();
      if (outcome === 'moved') await until(() => (settled(settledFrom, 150) ? true : null), 5_000);
      await settle(30);

      const atGoal = shown(goalStep);
      // Everything the page said while the cell played (a step may say it, then move on), or, when the step was
      // not shown, what the page says instead.
      const said = outcome === 'not shown' ? feedback(false) : page.said();
      const withToken = faultedWithToken(call, from);
      const first =
        blankScreen() ??
        uncaught(uncaughtErrors) ??
        technicalText(said) ??
        (before && !atGoal ? lost(before, savedBooking(), ctx.typed, shown(move.stepId)) : null);
      if (first) return first;

      if (fault === '403') {
        // A visitor's or guest's call (no token) is not a session: its 403 is an ordinary failure (issue 15).
        if (!withToken && saysSessionExpired(said)) return 'a visitor is told the session expired';
        if (withToken && sessionEnded()) return null; // A-32..A-34
      }
      if (outcome === 'moved' && said.length === 0) {
        const silent = SILENT_ALLOWED[call];
        if (!silent) return 'silent: the step went on without a word';
        return silent.then === 'journey ends' ? await playToGoal(ctx, at.index + 1, call, from) : null;
      }
      if (said.length === 0) return outcome === 'not shown' ? 'silent: the step is not shown and nothing is said' : 'silent: stuck without a word';
      if (fault === '429' && !said.some((t) => t.includes(RATE_LIMITED_TEXT) || /try again in a moment/i.test(t))) return `429 not "try again in a moment": "${said[0]!.slice(0, 70)}"`;
      if (!wayForward(said, phone, spec)) return `no way forward: "${said[0]!.slice(0, 70)}"`;
      return null;
    } finally {
      page.stop();
      setPointlessToWait(null);
    }
  }


  const cells = () => allCells().filter((c) => c.at.index >= first && c.at.index <= last);
  const steps = journey.moves.slice(first, last + 1).map((m) => m.stepId);
  const mine = (cell: string) => cells().some((c) => cell.startsWith(`${c.call} × `));

  describe(`fault matrix part ${part}/${parts} (${steps.join(', ')}): the ${provider} guest journey's calls × ${FAULT_NAMES.length} faults (issue 15)`, () => {
    it(`A-23 E-23 H-32 the clean walk reaches ${journey.moves[last + 1]?.stepId ?? goalStep} and records the calls of each step`, () => {
      expect(arrivals.map((a) => a.move.stepId)).toEqual(journey.moves.slice(0, last + 1).map((m) => m.stepId));
      expect(cells().length).toBeGreaterThan(0);
    });

    it('B-40 H-18 H-30 every call × every fault: no blank screen, no uncaught error, nothing lost, no technical text, a message with a way forward (or, where the spec says silent, the journey still ends)', async () => {
      const results = new Map<string, string | null>();
      const rows: string[] = [];
      const started = performance.now();
      const only = process.env.FAULT_MATRIX_ONLY ? new RegExp(process.env.FAULT_MATRIX_ONLY) : null;
      setDriverTimeout(6_000);
      for (const { call, at } of cells()) {
        const row: string[] = [];
        for (const fault of FAULT_NAMES) {
          if (only && !only.test(`${call} × ${fault}`)) continue;
          const t0 = performance.now();
          const failure = await runCell(call, at, fault);
          if (only) console.log(`${call} × ${fault}: ${failure ?? 'ok'}\n  at ${window.location.pathname}\n  page: ${(document.body.textContent ?? '').replace(/\s+/g, ' ').slice(0, 1500)}`);
          results.set(`${call} × ${fault}`, failure);
          row.push(`${failure === null ? 'ok' : 'FAIL'}${process.env.FAULT_MATRIX_TIMES ? ` ${Math.round(performance.now() - t0)}` : ''}`);
        }
        rows.push(`${call.padEnd(48)} ${at.move.stepId.padEnd(20)} ${row.map((r) => r.padEnd(9)).join(' ')}`);
      }
      cleanup();
      const failures = Object.fromEntries([...results].filter(([, f]) => f !== null)) as Record<string, string>;
      const header = `${'call'.padEnd(48)} ${'step'.padEnd(20)} ${FAULT_NAMES.map((f) => f.padEnd(9)).join(' ')}`;
      const detail = Object.entries(failures).map(([cell, f]) => `  ${cell}: ${f}${cell in knownFailures ? ' (known)' : ''}`);
      console.log(
        [
          `fault matrix part ${part}/${parts} (${steps.join(', ')}): ${provider} guest journey, ${results.size} cells (${cells().length} calls × ${FAULT_NAMES.length} faults), ${Object.keys(failures).length} failing (${Object.keys(failures).filter((c) => c in knownFailures).length} known), ${Math.round((performance.now() - started) / 1000)} s`,
          `  ${tally(failures)}`,
          ...cells()
            .filter(({ call }) => call in SILENT_ALLOWED)
            .map(({ call }) => `  silent on purpose (the journey or page must still work): ${call}: ${SILENT_ALLOWED[call]!.why}`),
          header,
          ...rows,
          ...(detail.length ? ['failing cells:', ...detail] : []),
        ].join('\n'),
      );
      if (only) return;
      const known = Object.fromEntries(Object.entries(knownFailures).filter(([cell]) => mine(cell)));
      expect(failures).toEqual(known);
    }, 300_000);
  });
}
