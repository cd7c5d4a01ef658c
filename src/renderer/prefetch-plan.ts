/**
 * What the prefetch of the next steps loads (issue 14, issue 28): loaded with the prefetch itself, so nothing of it
 * is in the first load.
 */
import { followingSteps } from '../engine/following-steps';
import type { Flow, FlowContext, Step } from '../engine';
import { INTL_WARM_UPS } from '../domain/warm-intl';
import { sessionsStartedBy } from '../generated/widget-runtime';
import { pendingStepMessages, type StepMessagesLoader } from './step-messages';

/** Whether this page's prefetch has run the `Intl` warm-ups: they run once per page. */
let warmed = false;

/**
 * The sessions the steps after `step` may be shown under: the current one, and each session a widget of the step can
 * start (the sign-in form: signed in; the account form: signed in or a guest), as the catalogue's journey model says.
 */
export function sessionsAfter(step: Step, session: FlowContext['session']): FlowContext['session'][] {
  const started = new Set(step.widgets.flatMap((use) => sessionsStartedBy[use.widget] ?? []));
  return [session, ...[...started].map((kind) => ({ signedIn: kind === 'signedIn', guest: kind === 'guest' }))];
}

/**
 * The steps that can follow `step` (their messages to load) and the widgets they may show (their chunks), on the
 * fixed facts of the stay, under every session of {@link sessionsAfter}; each once, in the order `followingSteps`
 * names them.
 */
function prefetchPlan(flow: Flow, step: Step, facts: Omit<FlowContext, 'booking'>): { steps: string[]; widgets: string[] } {
  const steps = new Set<string>();
  const widgets = new Set<string>();
  for (const session of sessionsAfter(step, facts.session)) {
    for (const next of followingSteps(flow, step.id, { ...facts, session, booking: {} })) {
      steps.add(next.stepId);
      for (const name of next.widgets) widgets.add(name);
    }
  }
  return { steps: [...steps], widgets: [...widgets] };
}

/**
 * The prefetch's jobs after `step`, in order: on the page's first prefetch the browser's `Intl` warm-ups
 * (src/domain/warm-intl.ts: its first dates, sorted names and prices set up at idle, not in a Continue), then the
 * messages of each step of {@link prefetchPlan}, then each widget's code. Failures stay silent (the step that needs
 * them reports them).
 */
export function prefetchJobs(
  flow: Flow,
  step: Step,
  facts: Omit<FlowContext, 'booking'>,
  loadMessages: StepMessagesLoader | undefined,
  preload: (name: string) => Promise<void>,
): (() => void)[] {
  const { steps, widgets } = prefetchPlan(flow, step, facts);
  const jobs: (() => void)[] = warmed ? [] : [...INTL_WARM_UPS];
  warmed = true;
  for (const id of steps) jobs.push(() => void pendingStepMessages(flow, id, loadMessages)?.catch(() => undefined));
  for (const name of widgets) jobs.push(() => void preload(name));
  return jobs;
}
