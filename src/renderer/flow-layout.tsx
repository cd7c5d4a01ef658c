import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { continueBlocker, visibleWidgets } from '../engine';
import type { FlowContext, GuardImpls, Step } from '../engine';
import type { WidgetEvent } from '../widgets/contract/widget-props';
import { useFlowRuntime } from './flow-runtime';
import { useBooking } from '../booking/use-booking';
import { goTo } from './go-to';
import { BookingSidebar } from './sidebar/booking-sidebar';
import { layoutText } from './sidebar/layout-texts';
import type { SidebarContinueProps } from './sidebar/sidebar-continue';
import { StepBar, stepBarPhases, stepPhaseIndex } from './step-bar';
import { useSecondPass } from './use-second-pass';
import './chrome.css';

/** The widget the sidebar's Continue stands in for. */
export const SIDEBAR_CONTINUE_WIDGET = 'continueButton';

/**
 * Whether the sidebar draws the step's Continue (D-75): a flow-layout step that handles `continue` and shows
 * a plain `continueButton` widget. The sidebar's Continue then replaces that widget (one Continue per page,
 * beside the summary on wide screens, after it on phones); steps whose rich widgets send `continue`
 * themselves keep their own button.
 */
export function sidebarTakesContinue(step: Step, ctx: FlowContext, guards: GuardImpls): boolean {
  if (step.layout === 'page' || !step.on?.continue) return false;
  return visibleWidgets(step, ctx, guards).some((w) => w.widget === SIDEBAR_CONTINUE_WIDGET);
}

export interface FlowLayoutProps {
  step: Step;
  /** The engine context of the current location. */
  ctx: FlowContext;
  /** Route parameters of the step (placeholders of its messages). */
  params?: Record<string, string>;
  /** The step's `send`; the sidebar Continue sends `continue` through it. */
  send?: (event: WidgetEvent) => void;
  /** Draw the step's Continue in the sidebar (see {@link sidebarTakesContinue}). */
  sidebarContinue?: boolean;
  children: ReactNode;
}

/**
 * Wraps a step in its layout: `flow` (the default) adds the step bar (phases from the flow, D-69/D-70), the
 * referral banner (D-71) and the booking sidebar (D-72..D-75); `page` is plain. Generic: everything comes
 * from the flow's data, the booking and the configuration.
 */
export function FlowLayout({ step, ctx, params = {}, send, sidebarContinue = false, children }: FlowLayoutProps) {
  const { flow, guards, leave } = useFlowRuntime();
  const referred = useBooking((b) => Boolean(b.referrerCode?.trim()));
  const navigate = useNavigate();
  const vars = useMemo(() => ({ ...ctx, params }), [ctx, params]);

  if (step.layout === 'page') return <div className="page-layout">{children}</div>;

  const current = stepPhaseIndex(flow, step);
  const phases = stepBarPhases(flow, current, ctx, (key) => layoutText(flow, step.id, key, vars));
  const referral = referred ? layoutText(flow, step.id, 'referral-banner', vars) : null;

  let continueButton: SidebarContinueProps | null = null;
  if (sidebarContinue && send) {
    const blocker = continueBlocker(flow, step.id, ctx, guards);
    const use = visibleWidgets(step, ctx, guards).find((w) => w.widget === SIDEBAR_CONTINUE_WIDGET);
    const labelKey = typeof use?.options?.label === 'string' ? use.options.label : null;
    continueButton = {
      label: layoutText(flow, step.id, labelKey ?? 'continue', vars),
      blocked: blocker.blocked,
      blockerMessage: blocker.message,
      showOnPress: blocker.showOnPress,
      busyLabel: layoutText(flow, step.id, 'please-wait', vars),
      onContinue: () => send({ type: 'continue' }),
    };
  }

  return (
    <div className="flow-layout">
      <StepBar
        phases={phases}
        current={current}
        referralText={referral}
        texts={{ label: layoutText(flow, step.id, 'step-bar-label', vars), completed: layoutText(flow, step.id, 'step-bar-completed', vars) }}
        onNavigate={(href) => goTo(href, navigate, leave)}
      />
      <div className="flow-layout__body">
        <div className="flow-layout__main">{children}</div>
        <SecondPass>
          <BookingSidebar stepId={step.id} ctx={ctx} continueButton={continueButton} />
        </SecondPass>
      </div>
    </div>
  );
}

/**
 * Draws its children in a deferred render after its own first commit: the sidebar, when the flow's layout is first
 * drawn, comes with the step's second pass (see `StepRenderer`), so entering the layout paints the step bar and the
 * step's heading first. Its grid column is there from the start (no shift beside the step; below it on a phone the
 * sidebar waits unseen while the step is busy, chrome.css). It stays drawn from step to step.
 */
function SecondPass({ children }: { children: ReactNode }) {
  return useSecondPass() ? children : null;
}
