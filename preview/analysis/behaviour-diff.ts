/**
 * The semantic diff: two configurations compared as behaviour (steps, journeys, what the steps show, the
 * texts customers see), not as JSON.
 */
import { expandFlow, formatMessage, type Flow } from '../../src/engine';
import type { ConfigRecord, OverlaysByProvider } from './analysis-types';
import { journeyChanges, noChange, stepChanges, type JourneyChanges, type StepChange } from './behaviour-compare';
import { flowForProvider, providerOf } from './flow-for-config';
import { journeysFor } from './journeys-for';
import { reachability } from './reachability';
import { shownChanges, shownItems, type ShownChange } from './shown-parts';

interface MessageChange {
  /** The step whose own text it is; null for a text the whole flow shares. */
  stepId: string | null;
  key: string;
  /** The text as the left / right configuration shows it (placeholders filled); null when that side has none. */
  left: string | null;
  right: string | null;
}

export interface BehaviourDiff {
  /** Steps unreachable on the left, reachable (or by link) on the right. */
  stepsGained: StepChange[];
  /** Steps reachable (or by link) on the left, unreachable on the right. */
  stepsLost: StepChange[];
  /** Steps reachable from the front door on one side, only by link on the other. */
  stepsMoved: StepChange[];
  journeys: JourneyChanges;
  messagesChanged: MessageChange[];
  /** What the steps show that differs: widgets, parts, computed options, the sidebar's parts (see `shownChanges`). */
  shownChanged: ShownChange[];
  /** True when nothing above differs. */
  same: boolean;
}

export interface DiffOptions {
  overlays?: OverlaysByProvider;
  /** The providers of each side (their overlays, churn status); default each configuration's `z3p_client_name`. */
  providerA?: string;
  providerB?: string;
}

/**
 * Every text of the flow as a configuration shows it: the flow's shared messages (step id null) and each
 * step's own, with `{config.x}` placeholders filled from the configuration (other placeholders, filled at
 * run time, stay as written). Keys are `stepId␀key`.
 */
export function customerTexts(flow: Flow, config: ConfigRecord): Map<string, { stepId: string | null; key: string; text: string }> {
  const out = new Map<string, { stepId: string | null; key: string; text: string }>();
  const vars = { config };
  const expanded = expandFlow(flow);
  for (const [key, text] of Object.entries(expanded.messages ?? {})) out.set(`\u0000${key}`, { stepId: null, key, text: formatMessage(text, vars) });
  for (const step of expanded.steps) {
    for (const [key, text] of Object.entries(step.messages ?? {})) out.set(`${step.id}\u0000${key}`, { stepId: step.id, key, text: formatMessage(text, vars) });
  }
  return out;
}

/**
 * Compares two configurations of a flow as behaviour: steps gained, lost or moved (see `reachability`),
 * journeys gained, lost or changed (by label, and by step sequence for the same label; see `journeysFor`),
 * and messages changed: the texts a customer sees that differ once each side's configuration values are
 * filled in and each side's provider overlay (when `opts.overlays` has one) is applied; and what the steps show
 * that differs (widgets, parts, computed options and the sidebar's parts the configuration settles, see
 * `shownChanges`; not when neither side books anything, i.e. both churned). `same` is true
 * when nothing differs. Left and right are not changed.
 */
export function behaviourDiff(flow: Flow, configA: ConfigRecord, configB: ConfigRecord, opts: DiffOptions = {}): BehaviourDiff {
  const a = { overlays: opts.overlays, provider: opts.providerA ?? providerOf(configA) };
  const b = { overlays: opts.overlays, provider: opts.providerB ?? providerOf(configB) };
  const steps = stepChanges(reachability(flow, configA, a), reachability(flow, configB, b));
  const [jA, jB] = [journeysFor(flow, configA, a), journeysFor(flow, configB, b)];
  const journeys = journeyChanges(jA, jB);
  const shownChanged = jA.skipped && jB.skipped ? [] : shownChanges(shownItems(flow, configA, a), shownItems(flow, configB, b), configA, configB);
  const left = customerTexts(flowForProvider(flow, a.provider, opts.overlays), configA);
  const right = customerTexts(flowForProvider(flow, b.provider, opts.overlays), configB);
  const messagesChanged: MessageChange[] = [];
  for (const id of new Set([...left.keys(), ...right.keys()])) {
    const l = left.get(id);
    const r = right.get(id);
    if (l?.text === r?.text) continue;
    messagesChanged.push({ stepId: (l ?? r)!.stepId, key: (l ?? r)!.key, left: l?.text ?? null, right: r?.text ?? null });
  }
  return {
    stepsGained: steps.appear,
    stepsLost: steps.disappear,
    stepsMoved: steps.moved,
    journeys,
    messagesChanged,
    shownChanged,
    same: noChange(steps, journeys) && messagesChanged.length === 0 && shownChanged.length === 0,
  };
}
