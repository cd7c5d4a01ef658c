import { Suspense } from 'react';
import { continueBlocker, formatMessage, messageText, visibleWidgets } from '../engine';
import type { Flow, FlowContext, GuardImpls, Step } from '../engine';
import { widgetCatalog } from '../widgets/registry/catalog';
import { getWidget } from '../widgets/registry/registry';
import type { UpdateBooking, WidgetEvent, WidgetProps, WidgetValues } from '../widgets/contract/widget-props';
import type { BookingState } from '../booking/booking-state';
import { WidgetBoundary } from './widget-boundary';

export interface StepRendererProps {
  flow: Flow;
  step: Step;
  params: Record<string, string>;
  ctx: FlowContext;
  guards: GuardImpls;
  /** Saved data of this step's form widgets. */
  formData: Record<string, unknown> | undefined;
  booking: BookingState;
  updateBooking: UpdateBooking;
  busy?: boolean;
  send: (event: WidgetEvent, data?: Record<string, unknown>) => void;
  /** Widget names the layout draws itself (e.g. the sidebar's Continue); skipped here. */
  omitWidgets?: readonly string[];
}

/**
 * Draws a step: the widgets whose `when` holds, in order, each looked up in the registry and given
 * its options, a message resolver, the values it needs (blocker, saved form data, params, config)
 * and `send`. Each widget sits in its own Suspense (lazy widgets) and error boundary.
 */
export function StepRenderer({ flow, step, params, ctx, guards, formData, booking, updateBooking, busy = false, send, omitWidgets }: StepRendererProps) {
  const vars = { ...ctx, params };
  const text = (key: string) => formatMessage(messageText(flow, step.id, key), vars);
  const blocker = continueBlocker(flow, step.id, ctx, guards);
  const values: WidgetValues = {
    continueBlocked: blocker.blocked,
    blockerMessage: blocker.message,
    blockerShownOnPress: blocker.showOnPress,
    formData,
    params,
    config: ctx.config,
    busy,
    booking,
    session: ctx.session,
  };
  return (
    <div className="step" data-step={step.id}>
      {visibleWidgets(step, ctx, guards).map((use, index) => {
        if (omitWidgets?.includes(use.widget)) return null;
        const Widget = getWidget(use.widget);
        const spec = (widgetCatalog as Record<string, { messages?: readonly string[] }>)[use.widget];
        const messages: Record<string, string> = {};
        for (const key of spec?.messages ?? []) messages[key] = text(key);
        const props: WidgetProps = { name: use.widget, options: use.options ?? {}, messages, text, values, send, updateBooking };
        return (
          <WidgetBoundary key={`${index}-${use.widget}`} name={use.widget}>
            <Suspense
              fallback={
                <p className="widget-loading" role="status">
                  Loading…
                </p>
              }
            >
              <Widget {...props} />
            </Suspense>
          </WidgetBoundary>
        );
      })}
    </div>
  );
}
