/**
 * "What this step shows", read from the app's latest `shown` decision (src/renderer/decision.ts): each widget by
 * its catalogue name and description, shown or hidden and why; under a shown widget its parts (with the words the
 * widget's spec gives them, e.g. `workplace` → "At Work") and its computed options; then the sidebar's parts.
 * Pure: the decision and the catalogue are all it reads.
 */
import type { PartTrace, WidgetExplanation } from '../../src/engine';
import type { Decision } from '../../src/renderer/decision';
import { sidebarPartLabels, widgetCatalog } from '../../src/widgets/registry/catalog';
import { conditionReason, optionSentence } from '../analysis/condition-reason';

export interface PartView {
  part: string;
  /** What the preview calls it (the spec's label), e.g. "At Work"; the part's name when the spec has none. */
  label: string;
  shown: boolean;
  /** `At Work: hidden — `service_locations` is ["home","shop"] (does not include "workplace")`. */
  sentence: string;
  /** The configuration fields behind it. */
  fields: string[];
}

interface WidgetView {
  index: number;
  widget: string;
  /** The catalogue's description ('' for a name the catalogue does not know). */
  description: string;
  shown: boolean;
  /** Why it shows (or not): the reason of its `when`, or "no condition: always" without one. */
  reason: string;
  fields: string[];
  parts: PartView[];
  /** Computed options in words: `calendar = "slots" — config.scheduling_system = "time_slots"`. */
  options: string[];
}

export interface StepShowsView {
  stepId: string;
  path: string;
  widgets: WidgetView[];
  sidebar: PartView[];
}

interface CatalogEntry {
  description: string;
  spec: { parts?: Readonly<Record<string, string>> };
}

const catalog = widgetCatalog as unknown as Readonly<Record<string, CatalogEntry | undefined>>;
const sidebarLabels: Readonly<Record<string, string>> = sidebarPartLabels;

function partView(p: PartTrace, labels: Readonly<Record<string, string>> | undefined): PartView {
  const label = labels?.[p.part] ?? p.part;
  const reason = conditionReason(p.condition);
  return { part: p.part, label, shown: p.shown, sentence: `${label}: ${p.shown ? 'shown' : 'hidden'} — ${reason.text}`, fields: reason.fields };
}

function widgetView(w: WidgetExplanation): WidgetView {
  const entry = catalog[w.widget];
  const reason = w.when ? conditionReason(w.when) : { text: 'no condition: always', fields: [] };
  return {
    index: w.index,
    widget: w.widget,
    description: entry?.description ?? '',
    shown: w.shown,
    reason: reason.text,
    fields: reason.fields,
    parts: w.parts.map((p) => partView(p, entry?.spec.parts)),
    options: w.computed.map(optionSentence),
  };
}

/** The view of a `shown` decision; null for any other kind. */
export function stepShows(decision: Decision): StepShowsView | null {
  if (decision.kind !== 'shown') return null;
  return {
    stepId: decision.stepId,
    path: decision.path,
    widgets: (decision.widgets ?? []).map(widgetView),
    sidebar: (decision.sidebar ?? []).map((p) => partView(p, sidebarLabels)),
  };
}

/**
 * The `shown` decision for the step in the frame: the latest one on `path` (pathname + search), else the latest
 * one at all (the frame may report its address after the step drew); null when there is none.
 */
export function latestShown(decisions: readonly Decision[], path?: string | null): Decision | null {
  let any: Decision | null = null;
  for (let i = decisions.length - 1; i >= 0; i--) {
    const d = decisions[i]!;
    if (d.kind !== 'shown') continue;
    if (!path || d.path === path) return d;
    any ??= d;
  }
  return any;
}
