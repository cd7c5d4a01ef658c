import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatMessage, messageText } from '../engine';
import type { FlowContext } from '../engine';
import { FlowLayout, SIDEBAR_CONTINUE_WIDGET, sidebarTakesContinue } from './flow-layout';
import { useFlowRuntime } from './flow-runtime';
import { NotFoundPage } from './not-found-page';
import { StepAnnouncer } from './step-announcer';
import { StepRenderer } from './step-renderer';
import { useScrollTopOnStepChange, useStepArrival } from './use-step-arrival';
import { useStepSend } from './use-step-send';
import { useFlowContext } from './use-flow-context';
import { useStepMessages } from './use-step-messages';
import { usePrefetchFollowingSteps, usePreloadStepWidgets } from './use-prefetch-following-steps';
import { TrackContext, type Track } from '../widgets/contract/track-context';
import { useBookingStore } from '../booking/booking-store-context';
import { layoutText } from './sidebar/layout-texts';
import { providerContent } from './provider-content';
import { routeStart, transition, type RouteEffect, type RouteTransition, type ShownStep } from './transition';
import { useRouteMachine } from './use-route-machine';

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

// The transitions whose effects were performed, per phase: each transition's effects run once, however often React
// runs an effect (StrictMode runs them twice; a new `perform` runs them again).
const recorded = new WeakSet<RouteTransition>();
const performed = new WeakSet<RouteTransition>();

function firstTime(done: WeakSet<RouteTransition>, decided: RouteTransition): boolean {
  if (done.has(decided)) return false;
  done.add(decided);
  return true;
}

const isRecord = (effect: RouteEffect) => effect.type === 'record';

/**
 * The route element of every flow step: the React binding of the route's `transition` (src/renderer/transition.ts).
 * A new location is decided while rendering (the state is set during render, so React draws the decision at once,
 * with no commit of a stale one); the decision's effects are performed after the commit — its decisions before
 * paint (ahead of the step's widgets' own), the rest (redirect, cart, analytics, alerts) after — once each. It
 * reads the booking's facts, not the booking: a change that moves no fact does not re-render it.
 */
export function FlowRoute() {
  const location = useLocation();
  const runtime = useFlowRuntime();
  const { flow, guards } = runtime;
  const { machine, perform } = useRouteMachine();
  const query = useMemo(() => queryOf(location.search), [location.search]);
  const ctx = useFlowContext(query);
  const entered = { type: 'enter', key: location.key, pathname: location.pathname, search: location.search, ctx } as const;
  const [last, setLast] = useState(() => transition(machine, routeStart, entered));
  let decided = last;
  if (last.state.key !== location.key) decided = transition(machine, last.state, entered);
  else if (machine.recording && last.state.ctx !== ctx) decided = transition(machine, last.state, { type: 'booking', ctx });

  const view = decided.state.view;
  // While redirecting, the target's messages load when it is shown.
  const step = view?.kind === 'step' ? view.step : null;
  const messages = useStepMessages(flow, step?.id ?? null, runtime.loadStepMessages);
  // Mock builds, recording: what the step shows is observed once its messages are there (together with the entry's
  // effects while those are not performed yet, so each is performed once).
  if (__MOCKS__ && machine.recording && step && messages.status === 'ready' && !decided.state.messagesReady) {
    const observed = transition(machine, decided.state, { type: 'messages' });
    decided = performed.has(decided) ? observed : { state: observed.state, effects: [...decided.effects, ...observed.effects] };
  }
  if (decided !== last) setLast(decided);

  useLayoutEffect(() => {
    // Only mock builds record decisions: the customer build keeps none of this.
    if (__MOCKS__ && firstTime(recorded, decided)) perform(decided.effects.filter(isRecord));
  }, [decided, perform]);
  useEffect(() => {
    if (firstTime(performed, decided)) perform(decided.effects.filter((effect) => !isRecord(effect)));
  }, [decided, perform]);
  usePreloadStepWidgets(step, ctx, guards);
  const title = step?.title && messages.status === 'ready' ? formatMessage(messageText(flow, step.id, step.title), { ...ctx }) : null;
  useEffect(() => {
    const name = providerContent(runtime.config).customer_facing_name?.trim() ?? '';
    if (title) document.title = name ? `${title} | ${name}` : title;
  }, [title, runtime.config]);

  // A new step starts at the page's top; focus and the announcement follow the step drawn (not the first one: the
  // page load announces that).
  useScrollTopOnStepChange(view?.kind === 'step' ? view.step.id : view?.kind === 'redirecting' ? view.stepId : null);
  const announcement = useStepArrival(step && messages.status === 'ready' ? step.id : null, title);

  // The route's own texts are flow-level messages: they are there while a step's own messages load (or fail to).
  const routeText = (key: string) => layoutText(flow, null, key, { ...ctx });
  let content: ReactNode;
  if (view?.kind === 'notFound') content = <NotFoundPage message={view.message} />;
  else if (view?.kind !== 'step') {
    content = (
      <p className="widget-loading step-pending" role="status">
        {routeText('step-redirecting')}
      </p>
    );
  } else if (messages.status === 'loading') {
    content = (
      <p className="widget-loading step-pending" role="status">
        {routeText('step-loading')}
      </p>
    );
  } else if (messages.status === 'failed') {
    content = (
      <div className="widget-loading" role="alert">
        <p>{routeText('step-load-failed')}</p>
        <button type="button" className="button button--secondary" onClick={messages.retry}>
          {routeText('link-retry')}
        </button>
      </div>
    );
  } else content = <ResolvedStep shown={view} ctx={ctx} />;

  // One element in every branch (the announcer lives across steps); it holds a screen's height, so the footer
  // starts below the fold and never moves while a step loads (no layout shift).
  return (
    <div className="flow-route">
      <StepAnnouncer announcement={announcement} />
      {content}
    </div>
  );
}

/**
 * A shown step in its layout. The layout (step bar, sidebar) stays mounted from step to step and is updated, not
 * drawn anew; the step's widgets are keyed by the step, so each step starts with fresh widget state.
 */
function ResolvedStep({ shown, ctx }: { shown: ShownStep; ctx: FlowContext }) {
  const { flow, guards, analytics, provider, loadStepMessages } = useFlowRuntime();
  const { step, params } = shown;
  const { dispatch } = useBookingStore();
  // The next steps' code loads once this step's own requests are answered.
  const queryClient = useQueryClient();
  const fetching = useCallback(() => queryClient.isFetching() > 0, [queryClient]);
  usePrefetchFollowingSteps(flow, step, ctx, loadStepMessages, undefined, fetching);
  const send = useStepSend(shown);
  const stepId = step.id;
  const track = useCallback<Track>((event, data) => analytics.track(event, { ...data, step: stepId, provider }), [analytics, stepId, provider]);
  // The sidebar draws a plain Continue (D-75) in place of the step's continueButton widget.
  const sidebarContinue = sidebarTakesContinue(step, ctx, guards);
  // What the layout and the renderer both draw from.
  const drawn = { step, params, ctx, send };
  return (
    <TrackContext.Provider value={track}>
    <FlowLayout {...drawn} sidebarContinue={sidebarContinue}>
      <StepRenderer
        key={stepId}
        {...drawn}
        flow={flow}
        guards={guards}
        dispatch={dispatch}
        omitWidgets={sidebarContinue ? [SIDEBAR_CONTINUE_WIDGET] : undefined}
      />
    </FlowLayout>
    </TrackContext.Provider>
  );
}
