import type { ReactNode } from 'react';
import type { Step } from '../engine';
import { StepBar, stepPhase } from './step-bar';

/** Wraps a step in its layout: `flow` (the default) adds the step bar and the sidebar; `page` is plain. */
export function FlowLayout({ step, children }: { step: Step; children: ReactNode }) {
  if (step.layout === 'page') return <div className="page-layout">{children}</div>;
  return (
    <div className="flow-layout">
      <StepBar current={stepPhase(step)} />
      <div className="flow-layout__body">
        <div className="flow-layout__main">{children}</div>
        <aside className="flow-layout__sidebar" aria-label="Your booking">
          <h2 className="flow-layout__sidebar-title">Your booking</h2>
          <p className="flow-layout__sidebar-note">Location, vehicle and services appear here.</p>
        </aside>
      </div>
    </div>
  );
}
