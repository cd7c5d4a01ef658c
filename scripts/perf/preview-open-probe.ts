/**
 * The in-page probe of `npm run bench:preview` (scripts/perf/bench-preview.ts): installed with
 * `context.addInitScript`, so it runs before the scripts of every document of the tab — the preview tool's page
 * and the app in its frame. Each milestone is the first frame painted once it holds (a MutationObserver, then
 * `requestAnimationFrame` + a message: the frame after the change is in the DOM), as an epoch time in ms
 * (`performance.timeOrigin + performance.now()`), written to the tool page's `window.__previewOpen`.
 */

/** Epoch times (ms) of the milestones, on the tool page's window. */
export interface PreviewOpenTimes {
  /** The tool page's navigation start. */
  origin: number;
  /** The tool's tabs (role tab inside its tablist) drawn. */
  tabs?: number;
  /** The app's step heading (`[data-step] h1` with text) drawn inside the frame. */
  step?: number;
  /** The last click on a tab (the `click` event's time). */
  clicked?: number;
  /** A node of the Flow tab's graph (React Flow) drawn and visible. */
  graph?: number;
}

declare global {
  interface Window {
    __previewOpen?: PreviewOpenTimes;
  }
}

/**
 * Runs in every document of the tab before its scripts (serialized by Playwright: self-contained). On the tool's
 * page it records the tabs, tab clicks and the graph; in the frame, the app's step heading.
 */
export function installPreviewOpenProbe(): void {
  const now = () => performance.timeOrigin + performance.now();
  const inFrame = window.top !== window;
  let times: PreviewOpenTimes | undefined;
  try {
    times = inFrame ? window.top?.__previewOpen : (window.__previewOpen = { origin: performance.timeOrigin });
  } catch {
    times = undefined; // a frame of another origin: nothing to record
  }
  if (!times) return;
  const record = times;
  type Milestone = 'tabs' | 'step' | 'graph';
  const visible = (el: Element) => getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().width > 0;
  const checks: Array<[Milestone, () => boolean]> = inFrame
    ? [['step', () => [...document.querySelectorAll('[data-step] h1')].some((h) => (h.textContent ?? '').trim() !== '' && visible(h))]]
    : [
        ['tabs', () => [...document.querySelectorAll('[role="tablist"] [role="tab"]')].some(visible)],
        ['graph', () => [...document.querySelectorAll('.react-flow__node')].some(visible)],
      ];
  if (!inFrame) {
    document.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('[role="tab"]')) record.clicked = performance.timeOrigin + e.timeStamp;
    }, true);
  }
  const asked = new Set<Milestone>();
  const afterPaint = (name: Milestone) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        record[name] ??= now();
      };
      channel.port2.postMessage(0);
    });
  const observer = new MutationObserver(() => {
    for (const [name, holds] of checks) {
      if (!asked.has(name) && record[name] === undefined && holds()) {
        asked.add(name);
        afterPaint(name);
      }
    }
    if (asked.size === checks.length) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}
