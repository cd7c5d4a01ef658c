import { continueBlocker, explainWidgets, nextStep, resolveStep, sidebarParts } from '../engine';
import type { Effect, Flow, FlowContext, FlowEvent, GuardImpls, Resolution, Step } from '../engine';
import { blockedDecision, entryDecisions, eventDecision, shownDecision, shownSignature, type DecisionInput } from './decision';

/** What the route decides with: the flow, its guards, and whether decisions are recorded (a listener, mock builds only). */
export interface RouteMachine {
  flow: Flow;
  guards: GuardImpls;
  recording: boolean;
}

/** A step the route shows at a location: its params, the location (pathname + search) and its query. */
export interface ShownStep {
  kind: 'step';
  step: Step;
  params: Record<string, string>;
  path: string;
  query: Record<string, string>;
}

/** What the route shows: a step, the flow's not-found page, or "Redirecting…" while a guard sends the customer on. */
type RouteView = ShownStep | { kind: 'notFound'; message: string } | { kind: 'redirecting'; stepId: string; to: string };

/** The route's state: the location it decided on (the router's key) and what it shows there. */
export interface RouteState {
  /** The router's key of the location decided on; null before the first. */
  key: string | null;
  view: RouteView | null;
  /** The context last decided with (a change on the same location is a booking change). */
  ctx: FlowContext | null;
  /** Recording only: the blocker last recorded as holding (null: none) and the signature of what the step last showed. */
  holding: string | null;
  shown: string | null;
  /** Recording only: the shown step's messages are there (what it shows is observed from then on). */
  messagesReady: boolean;
}

/**
 * What happens to the route: `enter` — the router is at a location (a navigation, a redirect's landing, Back or
 * Forward: every new location key); `booking` — the context changed on the same location (the booking's facts,
 * the session); `messages` — the shown step's messages are there (builds load them with the step); `send` — a widget
 * sent an event (Continue or another) on the shown step.
 */
export type RouteEvent =
  | { type: 'enter'; key: string; pathname: string; search: string; ctx: FlowContext }
  | { type: 'booking'; ctx: FlowContext }
  | { type: 'messages' }
  | { type: 'send'; event: FlowEvent; ctx: FlowContext };

/**
 * What the binding performs, in order: `run` the engine's effects (clear the cart, track, alert) for `stepId`;
 * `go` to a destination (in the app through the router, `replace` for a guard's redirect; http(s) by a page load);
 * `record` a decision for the listener (mock builds with a listener only).
 */
export type RouteEffect =
  | { type: 'run'; effects: readonly Effect[]; stepId: string; ctx: FlowContext }
  | { type: 'go'; to: string; replace: boolean }
  | { type: 'record'; decision: DecisionInput };

/** The answer of `transition`: the next state and the effects to perform (XState's shape). */
export interface RouteTransition {
  state: RouteState;
  effects: RouteEffect[];
}

/** The state before any location. */
export const routeStart: RouteState = { key: null, view: null, ctx: null, holding: null, shown: null, messagesReady: false };

/** Effects to run before a redirect: all but the landing step's own `track`, which runs when it shows. */
function effectsBeforeRedirect(resolution: Resolution): Effect[] {
  const last = resolution.effects[resolution.effects.length - 1];
  const trailingTrack = last && 'track' in last && last.track === resolution.step.track;
  return trailingTrack ? resolution.effects.slice(0, -1) : resolution.effects;
}

/**
 * Recording only: what the shown step shows and the Continue blocker holding, each recorded when it differs from
 * what the state last recorded (what it shows first, then the blocker; a blocker that stops holding is recorded too).
 * Only once the step's messages are there: what it shows reads them.
 */
function observe(machine: RouteMachine, state: RouteState, effects: RouteEffect[]): RouteTransition {
  const view = state.view;
  if (!__MOCKS__ || !machine.recording || view?.kind !== 'step' || !state.ctx || !state.messagesReady) return { state, effects };
  const { flow, guards } = machine;
  const ctx = state.ctx;
  const widgets = explainWidgets(view.step, ctx, guards);
  const blocker = continueBlocker(flow, view.step.id, ctx, guards);
  const sidebar = view.step.layout !== 'page' ? sidebarParts(flow, ctx, guards) : [];
  const shown = shownSignature(widgets, sidebar);
  if (shown !== state.shown) effects.push({ type: 'record', decision: shownDecision(view.step.id, view.path, widgets, sidebar) });
  const holding = blocker.blocked ? blocker.explanation.decidedBy : null;
  if (holding !== state.holding) effects.push({ type: 'record', decision: blockedDecision(view.step.id, view.path, blocker, false) });
  return { state: { ...state, shown, holding }, effects };
}

/** Entering a location: resolve its step, run its guards (in order, through redirects), then redirect or show. */
function enter(machine: RouteMachine, state: RouteState, event: Extract<RouteEvent, { type: 'enter' }>): RouteTransition {
  const { key, pathname, search, ctx } = event;
  const path = pathname + search;
  const resolution = resolveStep(machine.flow, pathname, ctx, machine.guards);
  if (resolution.kind === 'notFound') return { state: { ...routeStart, key, ctx, view: { kind: 'notFound', message: resolution.message } }, effects: [] };
  const redirectTo = resolution.redirects.length > 0 && resolution.path !== path ? resolution.path : null;
  const stepId = resolution.step.id;
  const effects: RouteEffect[] = [];
  if (__MOCKS__ && machine.recording) for (const decision of entryDecisions(resolution, path, redirectTo)) effects.push({ type: 'record', decision });
  if (redirectTo !== null) {
    effects.push({ type: 'run', effects: effectsBeforeRedirect(resolution), stepId, ctx }, { type: 'go', to: redirectTo, replace: true });
    return { state: { ...routeStart, key, ctx, view: { kind: 'redirecting', stepId, to: redirectTo } }, effects };
  }
  effects.push({ type: 'run', effects: resolution.effects, stepId, ctx });
  // The same step entered again keeps what was recorded of it (and its messages); another starts afresh.
  const same = state.view?.kind === 'step' && state.view.step.id === stepId;
  const view: ShownStep = { kind: 'step', step: resolution.step, params: resolution.params, path, query: ctx.query };
  const kept = same ? { holding: state.holding, shown: state.shown, messagesReady: state.messagesReady } : { holding: null, shown: null, messagesReady: false };
  return observe(machine, { key, ctx, view, ...kept }, effects);
}

/** An event sent on the shown step: refused while a blocker holding it holds, else the engine's next step. */
function send(machine: RouteMachine, state: RouteState, event: Extract<RouteEvent, { type: 'send' }>): RouteTransition {
  const view = state.view;
  if (view?.kind !== 'step') return { state, effects: [] };
  const { flow, guards } = machine;
  const recording = __MOCKS__ && machine.recording;
  const stepId = view.step.id;
  const blocker = continueBlocker(flow, stepId, event.ctx, guards, event.event.type);
  if (blocker.blocked) return { state, effects: recording ? [{ type: 'record', decision: blockedDecision(stepId, view.path, blocker, true, event.event.type) }] : [] };
  const next = nextStep(flow, stepId, event.event, event.ctx, guards, view.params);
  const effects: RouteEffect[] = recording ? [{ type: 'record', decision: eventDecision(stepId, view.path, event.event.type, next) }] : [];
  effects.push({ type: 'run', effects: next.effects, stepId, ctx: event.ctx }, { type: 'go', to: next.to.path, replace: false });
  return { state, effects };
}

/**
 * The route as a reducer over the engine: decides what the route shows and what to do, without doing it.
 * Promises, per event:
 * - `enter` a location whose key differs from the state's: the step for the route after its guards (`resolveStep`);
 *   a guard redirect gives `redirecting` with the guards' effects (not the landing step's `track`, which runs when it
 *   shows) and a `go` with `replace`; otherwise the step, with its effects (its `track`). An unknown route gives
 *   `notFound` and no effects. The same key again (a re-render) gives the state back and no effects, so each
 *   navigation's effects come once; Back to an earlier location is a new entry and decides again.
 * - `booking`: guards apply on entry only, so the view stays; the context is kept.
 * - `messages`: the shown step's messages are there; kept until another step shows.
 * - `send` on a shown step: a blocker holding the event refuses it (no `go`); otherwise the engine's transition:
 *   its effects, then a `go` to its destination. The state is unchanged (the navigation comes back as `enter`).
 * With `machine.recording` (mock builds), every decision also comes as a `record` effect: the entry (with the
 * trace of the evaluation that decided), the event or refused press, and what a shown step shows and the blocker
 * holding, each time they change, from the step's `messages` event on. Pure: reads only its arguments.
 */
export function transition(machine: RouteMachine, state: RouteState, event: RouteEvent): RouteTransition {
  if (event.type === 'enter') return event.key === state.key ? { state, effects: [] } : enter(machine, state, event);
  if (event.type === 'booking') return event.ctx === state.ctx ? { state, effects: [] } : observe(machine, { ...state, ctx: event.ctx }, []);
  if (event.type === 'messages') return state.messagesReady ? { state, effects: [] } : observe(machine, { ...state, messagesReady: true }, []);
  return send(machine, state, event);
}
