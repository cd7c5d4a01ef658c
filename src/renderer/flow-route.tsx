import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { continueBlocker, explainWidgets, formatMessage, matchRoute, messageText, resolveStep, sidebarParts } from '../engine';
import type { FlowContext, Resolution, Step } from '../engine';
import { FlowLayout, SIDEBAR_CONTINUE_WIDGET, sidebarTakesContinue } from './flow-layout';
import { goTo } from './go-to';
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
import { blockedDecision, entryDecisions, shownDecision, shownSignature } from './decision';
import { layoutText } from './sidebar/layout-texts';
import { providerContent } from './provider-content';

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Effects to run before a redirect: all but the landing step's own `track`, which runs when it shows. */
function effectsBeforeRedirect(resolution: Resolution) {
  const last = resolution.effects[resolution.effects.length - 1];
  const trailingTrack = last && 'track' in last && last.track === resolution.step.track;
  return trailingTrack ? resolution.effects.slice(0, -1) : resolution.effects;
}

/**
 * The route element of every flow step: resolves the current location with the engine, performs a
 * guard redirect with `navigate(replace)`, runs the resolution's effects once per navigation, and
 * renders the step in its layout. It reads the booking's facts, not the booking: a change that moves no
 * fact does not re-render it.
 */
export function FlowRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const runtime = useFlowRuntime();
  const { flow, guards, runEffects, claimLocation, setLastExplanation, leave, recordDecision } = runtime;
  const query = useMemo(() => queryOf(location.search), [location.search]);
  const ctx = useFlowContext(query);
  const current = location.pathname + location.search;
  // Guards apply when a step is entered: once a step is shown for this navigation, a guard that starts
  // to hold while the customer works on it (e.g. E-20 after sign-up stores a token) does not swap it out.
  const entered = useRef<{ key: string; stepId: string } | null>(null);
  let resolution = resolveStep(flow, location.pathname, ctx, guards);
  if (resolution.kind === 'step' && resolution.redirects.length > 0 && entered.current?.key === location.key) {
    const shown = matchRoute(flow, location.pathname);
    if (shown && shown.step.id === entered.current.stepId) {
      resolution = { kind: 'step', step: shown.step, path: current, params: shown.params, redirects: [], effects: [] };
    }
  }
  const redirectTo =
    resolution.kind === 'step' && resolution.redirects.length > 0 && resolution.path !== current ? resolution.path : null;
  if (resolution.kind === 'step' && !redirectTo) entered.current = { key: location.key, stepId: resolution.step.id };

  // Entry decisions are recorded in a layout effect, before the step's own (passive) blocker decisions.
  useLayoutEffect(() => {
    if (!__MOCKS__ || !recordDecision || resolution.kind !== 'step' || !claimLocation('decisions', location.key)) return;
    for (const d of entryDecisions(resolution, current, redirectTo, ctx, guards)) recordDecision(d);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (location.key), like the effects below
  }, [location.key, redirectTo]);

  useEffect(() => {
    if (resolution.kind !== 'step' || !claimLocation('effects', location.key)) return;
    if (redirectTo) {
      const lastRedirect = resolution.redirects[resolution.redirects.length - 1];
      setLastExplanation(lastRedirect?.explanation ?? null);
      runEffects(effectsBeforeRedirect(resolution), resolution.step.id, ctx);
      goTo(redirectTo, navigate, leave, true);
    } else {
      runEffects(resolution.effects, resolution.step.id, ctx);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per navigation (location.key); the resolution is recomputed each render
  }, [location.key, redirectTo]);

  // While redirecting, the resolution's step is the target: its messages load when it is shown.
  const step = resolution.kind === 'step' && !redirectTo ? resolution.step : null;
  const messages = useStepMessages(flow, step?.id ?? null, runtime.loadStepMessages);
  usePreloadStepWidgets(step, ctx, guards);
  const title = step?.title && messages.status === 'ready' ? formatMessage(messageText(flow, step.id, step.title), { ...ctx }) : null;
  useEffect(() => {
    const name = providerContent(runtime.config).customer_facing_name?.trim() ?? '';
    if (title) document.title = name ? `${title} | ${name}` : title;
  }, [title, runtime.config]);

  // A new step starts at the page's top; focus and the announcement follow the step drawn (not the first one: the
  // page load announces that).
  useScrollTopOnStepChange(resolution.kind === 'step' ? resolution.step.id : null);
  const announcement = useStepArrival(step && messages.status === 'ready' ? step.id : null, title);

  // The route's own texts are flow-level messages: they are there while a step's own messages load (or fail to).
  const routeText = (key: string) => layoutText(flow, null, key, { ...ctx });
  let content: ReactNode;
  if (resolution.kind === 'notFound') content = <NotFoundPage message={resolution.message} />;
  else if (redirectTo) {
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
  } else content = <ResolvedStep key={resolution.step.id} resolution={resolution} query={query} ctx={ctx} path={current} />;

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
 * With a decision listener: records the step's Continue blocker each time the one holding changes (a blocker
 * starts holding, another takes over, or none holds any longer) as the booking changes. Without one, nothing runs.
 */
function useBlockerDecisions(stepId: string, path: string, ctx: FlowContext): void {
  const { flow, guards, recordDecision } = useFlowRuntime();
  const blocker = __MOCKS__ && recordDecision ? continueBlocker(flow, stepId, ctx, guards) : null;
  const holding = blocker?.blocked ? blocker.explanation.decidedBy : null;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!__MOCKS__ || !recordDecision || !blocker || recorded.current === holding) return;
    recorded.current = holding;
    recordDecision(blockedDecision(stepId, path, blocker, false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- records when the holding blocker changes; the result is recomputed each render
  }, [holding, recordDecision]);
}

/**
 * With a decision listener: records what the step shows (every widget with why, its parts and computed options, the
 * sidebar's parts) when the step is drawn and each time that changes. Without one, nothing is computed.
 */
function useShownDecisions(step: Step, path: string, ctx: FlowContext): void {
  const { flow, guards, recordDecision } = useFlowRuntime();
  const widgets = __MOCKS__ && recordDecision ? explainWidgets(step, ctx, guards) : null;
  const sidebar = widgets && step.layout !== 'page' ? sidebarParts(flow, ctx, guards) : [];
  const signature = widgets ? shownSignature(widgets, sidebar) : null;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!__MOCKS__ || !recordDecision || !widgets || recorded.current === signature) return;
    recorded.current = signature;
    recordDecision(shownDecision(step.id, path, widgets, sidebar));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- records when what the step shows changes; the explanation is recomputed each render
  }, [signature, recordDecision]);
}

function ResolvedStep({ resolution, query, ctx, path }: { resolution: Resolution; query: Record<string, string>; ctx: FlowContext; path: string }) {
  const { flow, guards, analytics, provider, loadStepMessages } = useFlowRuntime();
  useShownDecisions(resolution.step, path, ctx);
  useBlockerDecisions(resolution.step.id, path, ctx);
  const { dispatch } = useBookingStore();
  usePrefetchFollowingSteps(flow, resolution.step, ctx, loadStepMessages);
  const send = useStepSend(resolution.step, resolution.params, query, path);
  const stepId = resolution.step.id;
  const track = useCallback<Track>((event, data) => analytics.track(event, { ...data, step: stepId, provider }), [analytics, stepId, provider]);
  // The sidebar draws a plain Continue (D-75) in place of the step's continueButton widget.
  const sidebarContinue = sidebarTakesContinue(resolution.step, ctx, guards);
  return (
    <TrackContext.Provider value={track}>
    <FlowLayout step={resolution.step} ctx={ctx} params={resolution.params} send={send} sidebarContinue={sidebarContinue}>
      <StepRenderer
        flow={flow}
        step={resolution.step}
        params={resolution.params}
        ctx={ctx}
        guards={guards}
        dispatch={dispatch}
        send={send}
        omitWidgets={sidebarContinue ? [SIDEBAR_CONTINUE_WIDGET] : undefined}
      />
    </FlowLayout>
    </TrackContext.Provider>
  );
}
