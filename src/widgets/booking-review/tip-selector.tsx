import { useId } from 'react';
import { formatMoney } from '../../domain/money';
import type { TipChoice, TipOption } from '../../domain/tip';
import type { TipControls } from './use-custom-tip';
import type { TipTexts } from './review-texts';
import { TipAmountInput } from '../checkout-shared/tip-amount-input';

export interface TipSelectorProps {
  options: readonly TipOption[];
  choice: TipChoice | null;
  /** The choice and the custom amount's text (`useCustomTip`). */
  tip: TipControls;
  /** Prices hidden (H-08, the flow's `prices` part): the percentages without their amounts. */
  pricesHidden: boolean;
  texts: TipTexts;
}

/** H-15..H-17: No tip, the provider's percentages (with their amounts unless prices are hidden), or a custom amount. */
export function TipSelector({ tip, texts, ...p }: TipSelectorProps) {
  const id = useId();
  const name = `${id}-tip`;
  const isPercent = (percent: number) => !tip.customSelected && p.choice?.kind === 'percent' && p.choice.percent === percent;
  return (
    <fieldset className="review-section tip-selector">
      <legend className="review-section__title">{texts.title}</legend>
      <div className="tip-selector__options">
        <label className="tip-selector__option">
          <input type="radio" name={name} checked={!tip.customSelected && p.choice === null} onChange={() => tip.choose(null)} />
          <span>{texts.none}</span>
        </label>
        {p.options.map((o) => (
          <label key={o.percent} className="tip-selector__option">
            <input type="radio" name={name} checked={isPercent(o.percent)} onChange={() => tip.choose({ kind: 'percent', percent: o.percent })} />
            <span>
              {o.percent}%{p.pricesHidden ? null : <span className="tip-selector__amount"> ({formatMoney(o.cents)})</span>}
            </span>
          </label>
        ))}
        <label className="tip-selector__option">
          <input type="radio" name={name} checked={tip.customSelected} onChange={tip.selectCustom} />
          <span>{texts.custom}</span>
        </label>
      </div>
      {tip.customSelected ? (
        <div className="review-field tip-selector__custom">
          <label htmlFor={`${id}-custom`}>{texts.label}</label>
          <TipAmountInput id={`${id}-custom`} value={tip.customText} error={tip.error} errorId={`${id}-custom-error`} onChange={tip.setCustomText} />
          {tip.error ? (
            <p id={`${id}-custom-error`} className="field-error">
              {tip.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
