import { useId } from 'react';
import { NOTE_MAX_LENGTH } from '../../domain/validate-notes';
import { HOW_IT_WORKS_KEYS, type DiagnosticFormText } from './diagnostic-concerns';
import '../shared/service-screens.css';

export interface DiagnosticFormViewProps {
  concerns: readonly string[];
  selected: readonly string[];
  description: string;
  /** The step's messages (labels, hints, the "How It Works" card). */
  text: DiagnosticFormText;
  onToggleConcern: (concern: string) => void;
  onDescription: (description: string) => void;
}

/** /pricing/diagnostic (D-32): the common-concerns checklist, the description and the "How It Works" card. */
export function DiagnosticFormView({ concerns, selected, description, text, onToggleConcern, onDescription }: DiagnosticFormViewProps) {
  const id = useId();
  return (
    <div className="diagnostic-form">
      <fieldset>
        <legend>{text('diagnostic-concerns-legend')}</legend>
        <p className="field-hint">{text('diagnostic-concerns-hint')}</p>
        <ul className="concern-list">
          {concerns.map((c) => (
            <li key={c}>
              <label>
                <input type="checkbox" checked={selected.includes(c)} onChange={() => onToggleConcern(c)} />
                {c}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="diagnostic-form__description">
        <label htmlFor={`${id}-description`}>{text('diagnostic-description-label')}</label>
        <p id={`${id}-hint`} className="field-hint">
          {text('diagnostic-description-hint')}
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
        <h2 id={`${id}-how`}>{text('how-it-works')}</h2>
        <ol>
          {HOW_IT_WORKS_KEYS.map((k) => (
            <li key={k}>{text(k)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
