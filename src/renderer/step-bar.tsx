import type { Step } from '../engine';

/** Routes that belong to the second phase ("Select Availability") of the step bar. */
const AVAILABILITY_ROUTES = /^\/(pricing\/(schedule|location|review|account|signup|login|finished)|login|signup)/;

/** Which step-bar phase a step is in (placeholder rule until the sidebar issue makes it data). */
export function stepPhase(step: Step): 0 | 1 {
  return AVAILABILITY_ROUTES.test(step.route) ? 1 : 0;
}

const PHASES = ['Select Services', 'Select Availability'] as const;

/** The step bar of the flow layout: Services, then Schedule. */
export function StepBar({ current }: { current: 0 | 1 }) {
  return (
    <nav className="step-bar" aria-label="Booking steps">
      <ol>
        {PHASES.map((label, i) => (
          <li key={label} className={i === current ? 'step-bar__item is-current' : i < current ? 'step-bar__item is-done' : 'step-bar__item'} aria-current={i === current ? 'step' : undefined}>
            <span className="step-bar__number" aria-hidden="true">
              {i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
