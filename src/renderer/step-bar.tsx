import type { MouseEvent } from 'react';
import { resolveTarget } from '../engine';
import type { Flow, FlowContext, Step } from '../engine';

/** One phase as the step bar draws it. */
export interface StepBarPhase {
  id: string;
  label: string;
  /** Where the link of a completed phase leads (null: not a link). */
  href: string | null;
}

/**
 * The index of a step's phase in `flow.phases` (D-69): its `phase` field, or the first phase when it has
 * none (or names an unknown one — the flow checker reports that).
 */
export function stepPhaseIndex(flow: Pick<Flow, 'phases'>, step: Pick<Step, 'phase'>): number {
  const index = (flow.phases ?? []).findIndex((p) => p.id === step.phase);
  return index < 0 ? 0 : index;
}

/**
 * The phases of the step bar with their labels and, for completed phases only (before `current`), the
 * path their link leads to (D-70) — the phase's target resolved by the engine, e.g. the services phase to
 * /pricing/simple or the provider's skip target.
 */
export function stepBarPhases(flow: Flow, current: number, ctx: FlowContext, label: (key: string) => string): StepBarPhase[] {
  return (flow.phases ?? []).map((phase, i) => ({
    id: phase.id,
    label: label(phase.title),
    href: i < current ? resolveTarget(flow, phase.to, ctx).path : null,
  }));
}

export interface StepBarProps {
  phases: readonly StepBarPhase[];
  current: number;
  /** Called with a completed phase's `href` instead of a page load. */
  onNavigate: (href: string) => void;
  /** The referral banner's text when a referrer code is present (D-71). */
  referralText?: string | null;
  /** The flow's words: the bar's name ("Booking steps") and what a completed phase is said to be ("(completed)"). */
  texts: { label: string; completed: string };
}

/** The step bar of the flow layout (D-69, D-70): phases in order, completed ones are links back. */
export function StepBar({ phases, current, onNavigate, referralText, texts }: StepBarProps) {
  if (phases.length === 0 && !referralText) return null;
  return (
    <div className="step-bar-area">
      {phases.length > 0 ? (
        <nav className="step-bar" aria-label={texts.label}>
          <ol>
            {phases.map((phase, i) => {
              const state = i === current ? 'is-current' : i < current ? 'is-done' : 'is-next';
              const content = (
                <>
                  <span className="step-bar__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  {phase.label}
                  {i < current ? <span className="visually-hidden"> {texts.completed}</span> : null}
                </>
              );
              return (
                <li key={phase.id} className={`step-bar__item ${state}`} aria-current={i === current ? 'step' : undefined}>
                  {phase.href ? (
                    <a
                      className="step-bar__link"
                      href={phase.href}
                      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                        e.preventDefault();
                        onNavigate(phase.href!);
                      }}
                    >
                      {content}
                    </a>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      {referralText ? (
        <p className="referral-banner" role="note">
          {referralText}
        </p>
      ) : null}
    </div>
  );
}
