import { useId } from 'react';
import { formatMoney } from '../../domain/money';
import type { TipChoice, TipOption } from '../../domain/tip';

export interface TipSelectorProps {
  options: readonly TipOption[];
  choice: TipChoice | null;
  onChoose: (choice: TipChoice | null) => void;
  /** The custom amount as typed. */
  customText: string;
  onCustomText: (text: string) => void;
  /** The custom field is chosen (even while its text is not numeric yet). */
  customSelected: boolean;
  onSelectCustom: () => void;
  /** H-17: shown when the custom text is not numeric. */
  customError: string | null;
  pricesHidden: boolean;
}

/** H-15..H-17: No tip, the provider's percentages (with their amounts unless prices are hidden), or a custom amount. */
export function TipSelector(p: TipSelectorProps) {
  const id = useId();
  const name = `${id}-tip`;
  const isPercent = (percent: number) => !p.customSelected && p.choice?.kind === 'percent' && p.choice.percent === percent;
  return (
    <fieldset className="review-section tip-selector">
      <legend className="review-section__title">Add a tip for your technician</legend>
      <div className="tip-selector__options">
        <label className="tip-selector__option">
          <input type="radio" name={name} checked={!p.customSelected && p.choice === null} onChange={() => p.onChoose(null)} />
          <span>No tip</span>
        </label>
        {p.options.map((o) => (
          <label key={o.percent} className="tip-selector__option">
            <input type="radio" name={name} checked={isPercent(o.percent)} onChange={() => p.onChoose({ kind: 'percent', percent: o.percent })} />
            <span>
              {o.percent}%{p.pricesHidden ? null : <span className="tip-selector__amount"> ({formatMoney(o.cents)})</span>}
            </span>
          </label>
        ))}
        <label className="tip-selector__option">
          <input type="radio" name={name} checked={p.customSelected} onChange={p.onSelectCustom} />
          <span>Custom amount</span>
        </label>
      </div>
      {p.customSelected ? (
        <div className="review-field tip-selector__custom">
          <label htmlFor={`${id}-custom`}>Tip amount in dollars</label>
          <input
            id={`${id}-custom`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={p.customText}
            aria-invalid={p.customError ? true : undefined}
            aria-describedby={p.customError ? `${id}-custom-error` : undefined}
            onChange={(e) => p.onCustomText(e.target.value)}
          />
          {p.customError ? (
            <p id={`${id}-custom-error`} className="field-error">
              {p.customError}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
