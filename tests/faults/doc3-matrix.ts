/**
 * Issue 29, item 1: the fault matrix of document 3's pages. Generated, not hand-kept: each page walk of
 * doc3-pages.ts (open the page the way its customer does, then each of its actions by role and label) is
 * played clean in jsdom (App, the real flow, the MSW mock back end), recording the calls the page makes when
 * it opens and those each action adds, named by the mock's own handler list (preview/call-keys.ts). Then every
 * (page, call) × the seven faults is played again from the same tab storage and mock world, the fault as a
 * repro link's `responses` override, and held to the guest matrix's checks (fault-checks.ts): no blank
 * screen, no uncaught error, nothing typed lost, no technical text, a message with a way forward (or, where
 * the spec says the failure is silent, a page that still works). Printed like the guest matrix; failures are
 * checked against known-failures.ts (empty).
 *
 * Split into parts (fault-matrix-doc3.part<k>.test.tsx), the pages dealt out in turn, which vitest runs side
 * by side. `FAULT_MATRIX_ONLY=<regexp>` plays only the matching "page: call × fault" cells and prints each
 * page; `FAULT_MATRIX_TIMES=1` prints each cell's time.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS, setRequestTimeout } from '../../src/api/client';
import { flowFor } from '../../scripts/flow-check/front-door-journeys';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { flowText } from '../domain/support/flow-text';
import { blankScreen, FAULT_NAMES, FAULTS, feedback, lostTyped, SILENT_ALLOWED, specMessages, technicalText, uncaught, wayForward, type FaultName } from './fault-checks';
import { press, setDriverTimeout, setPointlessToWait, type } from './jsdom-drivers';
import { knownFailures } from './known-failures';
import { callLog, driverContext, quietFor, routeRegex, settle, StepStopped, watchPage } from './guest-walk';
import { openPage, pageStart, sessionEnded, startMatrix, stopMatrix, tally, uncaughtErrors, until, type PageStart } from './cell-kit';
import { DOC3_NOW, PAGE_WALKS, type PageAction, type PageWalk } from './doc3-pages';
import { OUTSIDE_DOCUMENT_3 } from './outside-document-3';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../mocks/world/ids';

const RATE_LIMITED_TEXT = flowText('rate-limited');
const SESSION_EXPIRED_TEXT = flowText('session-expired');
/** The client's timeout in the delay cells (the fault's delay is far longer). */
const SHORT_TIMEOUT_MS = 300;

/** A page walk played clean: where it starts from and the calls of its opening and of each action. */
export interface WalkedPage {
  walk: PageWalk;
  name: string;
  start: PageStart;
  route: RegExp;
  /** Calls made while the page opens. */
  opening: string[];
  /** Per action, the calls it adds (those of the opening and of earlier actions left out: their cells are there). */
  actions: string[][];
}

const providerOf = (walk: PageWalk) => walk.provider ?? 'demo';
const configOf = (walk: PageWalk) => ({ ...(providerFixtures[providerOf(walk)] as Record<string, unknown>), ...walk.config });
const nameOf = (walk: PageWalk) => `${walk.step}${walk.provider ? ` (${walk.provider})` : ''} ${walk.link}`;

/** Signs in as the demo customer on /login (like the e2e tests) and returns where a signed-in page starts from. */
async function signedInStart(walk: PageWalk): Promise<PageStart> {
  openPage({ provider: providerOf(walk), now: DOC3_NOW, path: '/login', ...(walk.config ? { config: walk.config } : {}) });
  const ctx = driverContext(configOf(walk), 'sign-in');
  await type(ctx, await screen.findByLabelText(/^Email/), 'Email', DEMO_CUSTOMER_EMAIL);
  await type(ctx, screen.getByLabelText(/^Password/), 'Password', DEMO_CUSTOMER_PASSWORD);
  await press(ctx, () => screen.queryByRole('button', { name: 'Log In' }), 'Log In');
  if ((await until(() => (window.location.pathname === '/account' && quietFor(200) ? true : null), 30_000)) === null) throw new Error(`signing in for ${walk.link} did not reach /account: at ${window.location.pathname}, ${(document.body.textContent ?? '').slice(0, 300)}`);
  return pageStart();
}

/** Opens the walk's page from `start` (with `responses`). */
function open(walk: PageWalk, start: PageStart, responses?: Record<string, unknown>): void {
  openPage({ provider: providerOf(walk), now: DOC3_NOW, path: walk.link, start, ...(walk.config ? { config: walk.config } : {}), ...(responses ? { responses } : {}) });
}

const settled = (page: { quietFor: (ms: number) => boolean }, since: number, ms: number) => quietFor(ms, since) && page.quietFor(ms);

/** Plays a walk clean: its start, the calls its opening makes and those each action adds. */
export async function walkClean(walk: PageWalk): Promise<WalkedPage> {
  const start: PageStart = walk.signedIn ? await signedInStart(walk) : (openPage({ provider: providerOf(walk), now: DOC3_NOW, path: '/', ...(walk.config ? { config: walk.config } : {}) }), pageStart());
  const route = routeRegex(flowFor(providerOf(walk)).steps.find((s) => s.id === walk.step)!.route);
  const callsSince = (from: number) => [...new Set(callLog.slice(from).filter((c) => route.test(c.path)).map((c) => c.key))].filter((k) => !(k in OUTSIDE_DOCUMENT_3));
  const openAndWait = async () => {
    const from = callLog.length;
    open(walk, start);
    const page = watchPage();
    const t0 = performance.now();
    if ((await until(() => (walk.shown() ? true : null), 10_000)) === null) throw new Error(`${walk.link}: the page did not show (${(document.body.textContent ?? '').slice(0, 200)})`);
    await until(() => (settled(page, t0, 300) ? true : null), 5_000);
    page.stop();
    return from;
  };
  const opening = callsSince(await openAndWait());
  const actions: string[][] = [];
  for (const action of walk.actions) {
    await openAndWait();
    const from = callLog.length;
    const page = watchPage();
    await action.do(driverContext(configOf(walk), 'clean'));
    const t0 = performance.now();
    await until(() => (settled(page, t0, 300) ? true : null), 5_000);
    page.stop();
    actions.push(callsSince(from).filter((k) => !opening.includes(k) && !actions.flat().includes(k)));
  }
  return { walk, name: nameOf(walk), start, route, opening, actions };
}

/** One cell: the page opened (and `action` played) with `fault` on `call`. Null when every check holds, else the failing assertion. */
async function runCell(at: WalkedPage, action: PageAction | null, call: string, fault: FaultName): Promise<string | null> {
  const { walk } = at;
  uncaughtErrors.length = 0;
  setRequestTimeout(fault === 'delay' ? SHORT_TIMEOUT_MS : DEFAULT_REQUEST_TIMEOUT_MS);
  const from = callLog.length;
  const opened = performance.now();
  open(walk, at.start, { [call]: FAULTS[fault] });
  const page = watchPage();
  // The page cannot be stuck on the fault before the faulted call is made: until then the drivers wait in full.
  const faulted = () => callLog.slice(from).some((c) => c.key === call);
  setPointlessToWait(() => faulted() && quietFor(600) && page.quietFor(600));
  const ctx = driverContext(configOf(walk), `${fault}`);
  try {
    const opening = await until(() => (walk.shown() ? 'shown' : faulted() && settled(page, opened, 300) ? 'other' : null), 10_000);
    if (action && opening === 'shown') {
      try {
        await action.do(ctx);
      } catch (e) {
        if (!(e instanceof StepStopped)) throw e;
      }
    }
    const t0 = performance.now();
    await until(() => (faulted() && settled(page, t0, 300) ? true : null), 10_000);
    await settle(30);

    const said = page.said();
    const heard = said.length ? said : feedback(walk.shown() !== null);
    const withToken = callLog.slice(from).some((c) => c.key === call && c.withToken);
    const first = blankScreen() ?? uncaught(uncaughtErrors) ?? technicalText(heard) ?? (at.route.test(window.location.pathname) ? lostTyped(ctx.typed) : null);
    if (first) return first;
    if (SILENT_ALLOWED[call]) return null; // silent on purpose: the page still works (checked above)
    if (fault === '403') {
      // A visitor's call (no token) is not a session: never "session expired" (their page may go to /login: L-06).
      if (!withToken && said.some((t) => t.includes(SESSION_EXPIRED_TEXT))) return 'a visitor is told the session expired';
      if (withToken && sessionEnded()) return null; // A-32..A-34
    }
    if (heard.length === 0) {
      return walk.shown() ? 'silent: the page goes on without a word' : 'silent: the page is not shown and nothing is said';
    }
    if (fault === '429' && !heard.some((t) => t.includes(RATE_LIMITED_TEXT) || /try again in a moment/i.test(t))) return `429 not "try again in a moment": "${heard[0]!.slice(0, 70)}"`;
    const phone = configOf(walk).customer_facing_phone;
    if (!wayForward(heard, typeof phone === 'string' ? phone : null, specMessages(flowFor(providerOf(walk))))) return `no way forward: "${heard[0]!.slice(0, 70)}"`;
    return null;
  } finally {
    page.stop();
    setPointlessToWait(null);
  }
}

/** The cells of a walked page: its opening's calls, then each action's. */
function cellsOf(at: WalkedPage): { action: PageAction | null; call: string }[] {
  return [...at.opening.map((call) => ({ action: null, call })), ...at.actions.flatMap((calls, i) => calls.map((call) => ({ action: at.walk.actions[i]!, call })))];
}

/** Declares the tests of part `part` (1-based) of `parts`: the page walks dealt out in turn. */
export function describeDoc3Part(part: number, parts: number): void {
  const walks = PAGE_WALKS.filter((_, i) => i % parts === part - 1);
  const walked: WalkedPage[] = [];

  beforeAll(async () => {
    startMatrix();
    setDriverTimeout(10_000);
    for (const walk of walks) walked.push(await walkClean(walk));
  }, 300_000);

  afterAll(stopMatrix);

  const label = `document 3 fault matrix part ${part}/${parts} (${walks.map((w) => w.step).join(', ')})`;
  describe(`${label}: each page's calls × ${FAULT_NAMES.length} faults (issue 29)`, () => {
    it('K-02 L-36 each page opens clean and its actions make their calls', () => {
      expect(walked.map((w) => w.name)).toEqual(walks.map(nameOf));
      expect(walked.flatMap(cellsOf).length).toBeGreaterThan(0);
    });

    it('K-03 K-34 K-53 K-59 L-22 L-44 L-48 L-52 every page call × every fault: no blank screen, no uncaught error, nothing typed lost, no technical text, a message with a way forward', async () => {
      const results = new Map<string, string | null>();
      const rows: string[] = [];
      const started = performance.now();
      const only = process.env.FAULT_MATRIX_ONLY ? new RegExp(process.env.FAULT_MATRIX_ONLY) : null;
      setDriverTimeout(4_000);
      for (const at of walked) {
        for (const { action, call } of cellsOf(at)) {
          const row: string[] = [];
          for (const fault of FAULT_NAMES) {
            const cell = `${at.walk.step}: ${call} × ${fault}`;
            if (only && !only.test(cell)) continue;
            const t0 = performance.now();
            const failure = await runCell(at, action, call, fault);
            if (only) console.log(`${cell}: ${failure ?? 'ok'}\n  at ${window.location.pathname}\n  page: ${(document.body.textContent ?? '').replace(/\s+/g, ' ').slice(0, 1500)}`);
            results.set(cell, failure);
            row.push(`${failure === null ? '✓' : '✗'}${process.env.FAULT_MATRIX_TIMES ? ` ${Math.round(performance.now() - t0)}` : ''}`);
          }
          rows.push(`${`${at.walk.step}: ${call}`.padEnd(60)} ${(action?.what ?? 'opens').padEnd(30)} ${row.map((r) => r.padEnd(9)).join(' ')}`);
        }
      }
      cleanup();
      const failures = Object.fromEntries([...results].filter(([, f]) => f !== null)) as Record<string, string>;
      console.log(
        [
          `${label}: ${results.size} cells, ${Object.keys(failures).length} failing (${Object.keys(failures).filter((c) => c in knownFailures).length} known), ${Math.round((performance.now() - started) / 1000)} s`,
          `  ${tally(failures)}`,
          `${'page: call'.padEnd(60)} ${'what the person does'.padEnd(30)} ${FAULT_NAMES.map((f) => f.padEnd(9)).join(' ')}`,
          ...rows,
          ...(Object.keys(failures).length ? ['failing cells:', ...Object.entries(failures).map(([cell, f]) => `  ${cell}: ${f}`)] : []),
        ].join('\n'),
      );
      if (only) return;
      const mine = new Set(walked.flatMap((at) => cellsOf(at).flatMap(({ call }) => FAULT_NAMES.map((f) => `${at.walk.step}: ${call} × ${f}`))));
      expect(failures).toEqual(Object.fromEntries(Object.entries(knownFailures).filter(([cell]) => mine.has(cell))));
    }, 600_000);
  });
}
