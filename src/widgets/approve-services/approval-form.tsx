import type { FormEvent } from 'react';
import { formatPrice } from '../../domain/money';
import type { ApprovalChoice, ApprovalChoices } from '../../domain/validate-approval';
import type { ApprovalTexts } from './approval-texts';

/** A pending service as the form shows it (L-16). */
interface ApprovalService {
  id: number;
  name: string;
  cents: number;
  /** The technician's note (K-69 employee_note). */
  note: string | null;
}

export interface ApprovalFormProps {
  texts: ApprovalTexts;
  /** The pending services (L-16), with their prices and the technician's notes. */
  services: readonly ApprovalService[];
  choices: ApprovalChoices;
  onChoose: (serviceId: number, choice: ApprovalChoice) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** L-18: a submit was refused; the unanswered services are marked. */
  showMissing: boolean;
  /** L-22: the last submit failed. */
  showFailed: boolean;
  /** Prefix of the radio ids (the container focuses the first unanswered one). */
  idBase: string;
  /** M-48: the approved services' subtotal as worded (its figure, loading or failure), null while none is approved. */
  subtotal: string | null;
}

/** The id of a service's radio button for a choice (the container focuses the first unanswered one). */
export function choiceInputId(idBase: string, serviceId: number, choice: ApprovalChoice): string {
  return `${idBase}-service-${serviceId}-${choice}`;
}

/**
 * L-16..L-18 (OPEN-47): one radio group per pending service, named by the service, with `Approve` first
 * (the suggested answer) and "Not Today"; nothing is chosen at first, and a submit with any service
 * unanswered shows the spec's message and marks those services.
 */
export function ApprovalForm({ texts, services, choices, onChoose, onSubmit, submitting, showMissing, showFailed, idBase, subtotal }: ApprovalFormProps) {
  const missingId = `${idBase}-missing`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitting) onSubmit();
  };
  const options: { choice: ApprovalChoice; label: string }[] = [
    { choice: 'approved', label: texts.approve },
    { choice: 'rejected', label: texts.decline },
  ];
  return (
    <form className="work-page approval-form" noValidate onSubmit={submit}>
      <ul className="approval-list">
        {services.map((s) => {
          const chosen = choices[String(s.id)];
          const invalid = showMissing && chosen === undefined;
          const nameId = `${idBase}-service-${s.id}-name`;
          const priceId = `${idBase}-service-${s.id}-price`;
          const noteId = `${idBase}-service-${s.id}-note`;
          const describedBy = [priceId, s.note ? noteId : null, invalid ? missingId : null].filter(Boolean).join(' ');
          return (
            <li key={s.id} className={`approval-item${invalid ? ' approval-item--invalid' : ''}`}>
              <div role="radiogroup" aria-labelledby={nameId} aria-describedby={describedBy} aria-required="true" aria-invalid={invalid || undefined}>
                <p className="approval-item__head">
                  <span id={nameId}>{s.name}</span>
                  <span id={priceId} className="approval-item__price">
                    {formatPrice(s.cents)}
                  </span>
                </p>
                {s.note ? (
                  <p id={noteId} className="approval-item__note">
                    {s.note}
                  </p>
                ) : null}
                <div className="approval-item__choices">
                  {options.map((o) => (
                    <label key={o.choice} className="approval-choice" htmlFor={choiceInputId(idBase, s.id, o.choice)}>
                      <input
                        type="radio"
                        id={choiceInputId(idBase, s.id, o.choice)}
                        name={`${idBase}-service-${s.id}`}
                        value={o.choice}
                        checked={chosen === o.choice}
                        onChange={() => onChoose(s.id, o.choice)}
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="approval-form__subtotal" role="status">
        {subtotal}
      </p>
      <div className="approval-form__submit">
        {showMissing ? (
          <p id={missingId} className="work-page__alert" role="alert">
            {texts.missing}
          </p>
        ) : null}
        {showFailed ? (
          <p className="work-page__alert" role="alert">
            {texts.failed}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" aria-disabled={submitting || undefined}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  );
}
