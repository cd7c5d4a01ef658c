import { useId } from 'react';
import type { QuoteOption } from '../../api/quotes';
import { formatPrice } from '../../domain/money';
import { answerText, optionServiceLines, optionTotalCents, visibleAnswers } from './quote-model';
import type { QuoteTexts } from './quote-texts';

export interface QuoteOptionCardProps {
  option: QuoteOption;
  /** L-31: the card's width in percent (30, 45 or 90; one per row on phones). */
  width: number;
  selected: boolean;
  /** L-29: choose this option, or clear it when it is the section's choice. */
  onToggle: () => void;
  texts: QuoteTexts;
}

/**
 * One option of a quote section (L-28, L-32, L-33): name, label, note, services with their prices (integer
 * cents, FREE at zero), the option's total, the answers customers may see, and a toggle button
 * (`aria-pressed`) that chooses the option or, pressed again, clears it (L-29).
 */
export function QuoteOptionCard({ option, width, selected, onToggle, texts }: QuoteOptionCardProps) {
  const hintId = useId();
  const lines = optionServiceLines(option);
  const answers = visibleAnswers(option.answers);
  return (
    <li className={`quote-option quote-option--w${width}${selected ? ' is-selected' : ''}`}>
      <div className="quote-option__head">
        <h3 className="quote-option__name">
          {option.name}
        </h3>
        {selected ? (
          <span className="quote-option__badge" aria-hidden="true">
            ✓ {texts.selectedBadge}
          </span>
        ) : null}
      </div>
      {option.label ? <p className="quote-option__label">{option.label}</p> : null}
      {option.note ? <p className="quote-option__note">{option.note}</p> : null}
      <ul className="quote-option__services" aria-label={texts.services}>
        {lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span className="quote-option__price">{formatPrice(line.cents)}</span>
          </li>
        ))}
      </ul>
      <p className="quote-option__total">
        <span>{texts.optionTotal}</span> <strong>{formatPrice(optionTotalCents(option))}</strong>
      </p>
      {answers.length > 0 ? (
        <div className="quote-option__answers">
          <h4 className="quote-option__answers-title">{texts.answers}</h4>
          <dl>
            {answers.map((answer) => (
              <div key={answer.question.field_name}>
                <dt>{answer.question.question}</dt>
                <dd>{answerText(answer, texts)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <button
        type="button"
        className={`button quote-option__choose ${selected ? 'button--primary' : 'button--secondary'}`}
        aria-pressed={selected}
        aria-describedby={selected ? hintId : undefined}
        onClick={onToggle}
      >
        {selected ? <span aria-hidden="true">✓ </span> : null}
        {texts.choose(option.name)}
      </button>
      {selected ? (
        <p id={hintId} className="quote-option__hint">
          {texts.toggleHint}
        </p>
      ) : null}
    </li>
  );
}
