import { describe, expect, it } from 'vitest';
import type { Flow, FlowContext } from '../../src/engine';
import { routeStart, transition, type RouteEffect, type RouteMachine, type RouteState } from '../../src/renderer/transition';
import { testFlow } from './test-flow';

const machine: RouteMachine = { flow: testFlow, guards: {}, recording: false };
const recording: RouteMachine = { ...machine, recording: true };

function ctx(booking: FlowContext['booking'] = {}, query: Record<string, string> = {}): FlowContext {
  return { config: { customer_facing_name: 'Acme' }, session: { signedIn: false, guest: false }, booking: { hasVehicle: true, cartEmpty: false, ...booking }, query };
}

function enter(key: string, pathname: string, context = ctx(), search = '') {
  return { type: 'enter', key, pathname, search, ctx: context } as const;
}

/** The state after entering `pathname` (key k1) and its messages arriving. */
function shownAt(pathname: string, context = ctx(), m = machine): RouteState {
  return transition(m, transition(m, routeStart, enter('k1', pathname, context)).state, { type: 'messages' }).state;
}

const recordsOf = (effects: readonly RouteEffect[]) => effects.flatMap((e) => (e.type === 'record' ? [e.decision] : []));

describe('transition: enter', () => {
  it('shows the step of the route and runs its effects (its track)', () => {
    const { state, effects } = transition(machine, routeStart, enter('k1', '/start', ctx({}, { a: '1' }), '?a=1'));
    expect(state.key).toBe('k1');
    expect(state.view).toMatchObject({ kind: 'step', step: { id: 'start' }, params: {}, path: '/start?a=1', query: { a: '1' } });
    expect(effects).toEqual([{ type: 'run', effects: [{ track: 'start_viewed' }], stepId: 'start', ctx: expect.anything() }]);
  });

  it('redirects with replace when a guard holds, running the guard’s effects but not the landing step’s track', () => {
    const flow: Flow = { ...testFlow, steps: testFlow.steps.map((s) => (s.id === 'vehicle' ? { ...s, track: 'vehicle_viewed' } : s)) };
    const { state, effects } = transition({ ...machine, flow }, routeStart, enter('k1', '/services', ctx({ hasVehicle: false })));
    expect(state.view).toEqual({ kind: 'redirecting', stepId: 'vehicle', to: '/vehicle' });
    expect(effects).toEqual([
      { type: 'run', effects: [{ alert: 'oops' }], stepId: 'vehicle', ctx: expect.anything() },
      { type: 'go', to: '/vehicle', replace: true },
    ]);
  });

  it('decides once per location: the same key again keeps the state and gives no effects', () => {
    const first = transition(machine, routeStart, enter('k1', '/start'));
    const again = transition(machine, first.state, enter('k1', '/start'));
    expect(again.state).toBe(first.state);
    expect(again.effects).toEqual([]);
  });

  it('decides again on Back to an earlier location: a guard that now holds redirects', () => {
    const onServices = shownAt('/services');
    const onStart = transition(machine, onServices, enter('k2', '/start')).state;
    const back = transition(machine, onStart, enter('k1', '/services', ctx({ hasVehicle: false })));
    expect(back.state.view).toMatchObject({ kind: 'redirecting', to: '/vehicle' });
    expect(back.effects).toContainEqual({ type: 'go', to: '/vehicle', replace: true });
  });

  it('gives the flow’s not-found message and no effects for a path outside the flow', () => {
    const { state, effects } = transition(machine, routeStart, enter('k1', '/nope'));
    expect(state.view).toEqual({ kind: 'notFound', message: 'Page not found' });
    expect(effects).toEqual([]);
  });

  it('records the entry with the trace of the evaluation that decided, then, once its messages are there, what the step shows and its blocker', () => {
    const entered = transition(recording, routeStart, enter('k1', '/services', ctx({ cartEmpty: true })));
    const records = recordsOf(entered.effects);
    expect(records.map((d) => [d.kind, d.stepId, d.ruleId])).toEqual([['entry', 'services', null]]);
    expect(records[0]?.explanation).toMatchObject({ decidedBy: 'none', trace: [{ id: 'needs-vehicle', kind: 'guard', matched: false, condition: { result: false } }] });
    const observed = transition(recording, entered.state, { type: 'messages' });
    expect(recordsOf(observed.effects).map((d) => [d.kind, d.stepId, d.ruleId])).toEqual([
      ['shown', 'services', null],
      ['blocked', 'services', 'empty'],
    ]);
    expect(transition(recording, observed.state, { type: 'messages' }).effects).toEqual([]);
  });

  it('observes nothing of a step before its messages are there: a booking change waits for them', () => {
    const entered = transition(recording, routeStart, enter('k1', '/services', ctx({ cartEmpty: true }))).state;
    const changed = transition(recording, entered, { type: 'booking', ctx: ctx({ cartEmpty: false }) });
    expect(changed.effects).toEqual([]);
    expect(recordsOf(transition(recording, changed.state, { type: 'messages' }).effects).map((d) => d.kind)).toEqual(['shown']);
  });

  it('keeps what it observed of a step entered again; another step waits for its own messages', () => {
    const shown = shownAt('/services', ctx({ cartEmpty: true }), recording);
    const again = transition(recording, shown, enter('k2', '/services', ctx({ cartEmpty: true })));
    expect(recordsOf(again.effects).map((d) => d.kind)).toEqual(['entry']);
    expect(again.state.messagesReady).toBe(true);
    const other = transition(recording, again.state, enter('k3', '/start'));
    expect(other.state.messagesReady).toBe(false);
  });

  it('records nothing without a listener', () => {
    const { effects } = transition(machine, routeStart, enter('k1', '/services', ctx({ cartEmpty: true })));
    expect(effects.some((e) => e.type === 'record')).toBe(false);
  });
});

describe('transition: booking change', () => {
  it('keeps the shown step when a guard starts to hold (guards apply on entry only), with no effects', () => {
    const shown = shownAt('/services');
    const { state, effects } = transition(machine, shown, { type: 'booking', ctx: ctx({ hasVehicle: false }) });
    expect(state.view).toBe(shown.view);
    expect(effects).toEqual([]);
  });

  it('records a blocker when it starts or stops holding and what the step shows when it changes, nothing else', () => {
    const shown = shownAt('/services', ctx({ cartEmpty: true }), recording);
    const freed = transition(recording, shown, { type: 'booking', ctx: ctx({ cartEmpty: false }) });
    expect(freed.effects.map((e) => (e.type === 'record' ? [e.decision.kind, e.decision.ruleId] : e.type))).toEqual([
      ['shown', null],
      ['blocked', null],
    ]);
    const unchanged = transition(recording, freed.state, { type: 'booking', ctx: ctx({ cartEmpty: false, other: 1 }) });
    expect(unchanged.effects).toEqual([]);
  });
});

describe('transition: send', () => {
  it('refuses Continue while a blocker holds it: no effects, the refused press recorded when recording', () => {
    const shown = shownAt('/services', ctx({ cartEmpty: true }));
    const press = { type: 'send', event: { type: 'continue' }, ctx: ctx({ cartEmpty: true }) } as const;
    expect(transition(machine, shown, press)).toEqual({ state: shown, effects: [] });
    const { effects } = transition(recording, shown, press);
    expect(effects).toEqual([{ type: 'record', decision: expect.objectContaining({ kind: 'blocked', ruleId: 'empty', pressed: true, event: 'continue' }) }]);
  });

  it('runs the engine’s transition: its effects, then the navigation; the state waits for the location', () => {
    const shown = shownAt('/services');
    const { state, effects } = transition(recording, shown, { type: 'send', event: { type: 'continue' }, ctx: ctx() });
    expect(state).toBe(shown);
    expect(effects).toEqual([
      { type: 'record', decision: expect.objectContaining({ kind: 'event', stepId: 'services', event: 'continue', ruleId: 'done', to: { stepId: 'start', path: '/start' } }) },
      { type: 'run', effects: [{ clearCart: true }], stepId: 'services', ctx: expect.anything() },
      { type: 'go', to: '/start', replace: false },
    ]);
  });

  it('does nothing while no step is shown', () => {
    expect(transition(machine, routeStart, { type: 'send', event: { type: 'continue' }, ctx: ctx() }).effects).toEqual([]);
  });
});
