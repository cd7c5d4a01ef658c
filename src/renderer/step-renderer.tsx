import { Suspense, useCallback, useContext, type ComponentType } from 'react';
import { continueBlocker, formatMessage, messageText, resolveWidgets } from '../engine';
import type { Flow, FlowContext, GuardImpls, Step } from '../engine';
import { useBooking } from '../booking/use-booking';
import { getWidget } from '../widgets/registry/registry';
import type { DispatchBooking, TextOf, WidgetEvent, WidgetProps, WidgetValues } from '../widgets/contract/widget-props';
import { FactsContext, type ReportFacts } from '../widgets/contract/named-facts';
import { factsDecision } from './decision';
import { FlowRuntimeContext } from './flow-runtime';
import { providerContent } from './provider-content';
import { useSecondPass } from './use-second-pass';
import { layoutText } from './sidebar/layout-texts';
import { WidgetBoundary } from './widget-boundary';

export interface StepRendererProps {
  flow: Flow;
  step: Step;
  params: Record<string, string>;
  ctx: FlowContext;
  guards: GuardImpls;
  /** The booking store's `dispatch` (widgets read the booking with `useBooking(selector)`). */
  dispatch: DispatchBooking;
  busy?: boolean;
  send: (event: WidgetEvent, data?: Record<string, unknown>) => void;
  /** Widget names the layout draws itself (e.g. the sidebar's Continue); skipped here. */
  omitWidgets?: readonly string[];
}

/**
 * Draws a step: the widgets whose `when` holds, in order, each looked up in the registry and given
 * its options (computed ones computed) and parts as the engine resolved them (`resolveWidgets`: what the preview's
 * trace explains), a message resolver, the values it needs (blocker, saved form data, params, the provider's
 * content) and `send`. Each widget sits in its own Suspense (lazy widgets: a skeleton while its code loads) and error
 * boundary; while a widget loads, the widgets after it wait unseen (see chrome.css), so nothing visibly moves
 * when it arrives. The booking is not passed down: a widget selects what it reads (`useBooking`), so it
 * re-renders when that changes and not when another widget types into the booking. Must be inside a booking store (`<FlowProvider>`).
 *
 * Issue 28 (the step answers first): a newly shown step is drawn in two passes. The first commits only its first
 * shown widget (every step's heading, or the one widget a page is made of), with the step `aria-busy`; the rest
 * follows in a deferred render (`useSecondPass`), which React renders in slices after the first pass is on
 * screen. So Continue paints the next step's heading without waiting for its forms and lists. Its caller keys it
 * by the step (a new step starts with the first pass again).
 */
export function StepRenderer({ flow, step, params, ctx, guards, dispatch, busy = false, send, omitWidgets }: StepRendererProps) {
  const vars = { ...ctx, params };
  const text: TextOf = (key, extra) => formatMessage(messageText(flow, step.id, key), extra ? { ...extra, ...vars } : vars);
  const blocker = continueBlocker(flow, step.id, ctx, guards);
  const values: Omit<WidgetValues, 'formData'> = {
    continueBlocked: blocker.blocked,
    blockerMessage: blocker.message,
    blockerShownOnPress: blocker.showOnPress,
    params,
    content: providerContent(ctx.config),
    busy,
    session: ctx.session,
  };
  const widgets = resolveWidgets(step, ctx, guards);
  const drawn = useSecondPass() ? widgets : widgets.slice(0, 1);
  return (
    <div className="step" data-step={step.id} aria-busy={drawn.length < widgets.length || undefined}>
      {drawn.map((use) => {
        if (omitWidgets?.includes(use.widget)) return null;
        return (
          <WidgetBoundary key={`${use.index}-${use.widget}`} name={use.widget}>
            <Suspense fallback={<WidgetSkeleton name={use.widget} text={layoutText(flow, step.id, 'step-loading', vars)} />}>
              <WidgetSlot
                Widget={getWidget(use.widget)}
                stepId={step.id}
                props={{ name: use.widget, options: use.options, parts: use.parts, text, send, dispatch }}
                values={values}
              />
            </Suspense>
          </WidgetBoundary>
        );
      })}
    </div>
  );
}

/**
 * What a lazy widget shows while its code loads: a polite "Loading…" (the flow's `step-loading`) in a block of the
 * height the widget usually takes (chrome.css), so the step keeps its shape.
 */
function WidgetSkeleton({ name, text }: { name: string; text: string }) {
  return (
    <div className="widget-skeleton widget-loading" role="status" data-widget-skeleton={name}>
      {text}
    </div>
  );
}

/**
 * One widget with the step's saved form data: it follows `forms[stepId]` itself, so a form that saves
 * what is typed (for reloads) re-renders the step's widgets, not the route, layout and sidebar around them.
 */
function WidgetSlot({
  Widget,
  stepId,
  props,
  values,
}: {
  Widget: ComponentType<WidgetProps<Record<string, unknown>, string>>;
  stepId: string;
  props: Omit<WidgetProps<Record<string, unknown>, string>, 'values'>;
  values: Omit<WidgetValues, 'formData'>;
}) {
  const formData = useBooking((b) => b.forms[stepId]);
  const recordDecision = useContext(FlowRuntimeContext)?.recordDecision;
  const report = useCallback<ReportFacts>(
    (facts) => {
      if (__MOCKS__) recordDecision?.(factsDecision(stepId, window.location.pathname + window.location.search, props.name, facts));
    },
    [recordDecision, stepId, props.name],
  );
  const widget = <Widget {...props} values={{ ...values, formData }} />;
  return __MOCKS__ && recordDecision ? <FactsContext.Provider value={report}>{widget}</FactsContext.Provider> : widget;
}
