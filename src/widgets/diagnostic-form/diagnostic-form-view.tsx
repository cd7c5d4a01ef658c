import { useId } from 'react';
import { NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { HOW_IT_WORKS_STEPS } from './diagnostic-concerns';
import '../shared/service-screens.css';

export interface DiagnosticFormViewProps {
  concerns: readonly string[];
  selected: readonly string[];
  description: string;
  howItWorksTitle: string;
  onToggleConcern: (concern: string) => void;
  onDescription: (description: string) => void;
}

/** /pricing/diagnostic (D-32): the common-concerns checklist, the description and the "How It Works" card. */
export function DiagnosticFormView({ concerns, selected, description, howItWorksTitle, onToggleConcern, onDescription }: DiagnosticFormViewProps) {
  const id = useId();
  return (
    <div className="diagnostic-form">
      <fieldset>
        <legend>What are you noticing?</legend>
        <p className="field-hint">Check everything that applies, or describe the problem below.</p>
        <ul className="concern-list">
          {concerns.map((c, i) => (
            <li key={c}>
              <label htmlFor={`${id}-c${i}`}>
                <input id={`${id}-c${i}`} type="checkbox" checked={selected.includes(c)} onChange={() => onToggleConcern(c)} />
                {c}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="diagnostic-form__description">
        <label htmlFor={`${id}-description`}>Describe the problem</label>
        <p id={`${id}-hint`} className="field-hint">
          When does it happen, how long has it been going on, and does anything make it better or worse?
        </p>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          value={description}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onDescription(e.target.value)}
        />
      </div>
      <section className="how-it-works" aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`}>{howItWorksTitle}</h2>
        <ol>
          {HOW_IT_WORKS_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
