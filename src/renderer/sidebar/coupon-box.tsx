import { useId, useState, type FormEvent } from 'react';
import type { CouponBoxState } from './use-coupon-box';

/** Resolves a flow message key (the coupon's refusal and "Did you mean X?" texts), placeholders filled from `vars`. */
export type CouponTextOf = (key: string, vars?: Readonly<Record<string, unknown>>) => string;

export interface CouponBoxProps {
  /** "Coupon code". */
  label: string;
  /** "Apply". */
  applyLabel: string;
  state: CouponBoxState;
  /** The applied coupon's discount ("-$15.00"); null when unknown or prices are hidden. */
  discountText: string | null;
  /** Prices are hidden (H-08): the coupon's description, which usually names an amount, is left out too. */
  pricesHidden?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The flow's messages: the state's keys become text here. */
  text: CouponTextOf;
}

/**
 * The sidebar's coupon box (D-74): a code field and Apply; while checking, Apply is busy; a refused code
 * shows the spec's message and, for a likely typo, "Did you mean X?" as a button that applies X
 * (D-81, D-83, D-85..D-88); an applied code shows with its discount and a Remove button.
 */
export function CouponBox({ label, applyLabel, state, discountText, pricesHidden = false, onApply, onRemove, text }: CouponBoxProps) {
  const inputId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const checking = state.status === 'checking';
  const problem = state.status === 'rejected' || state.status === 'error' ? text(state.key) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!checking) onApply(typed);
  };

  if (state.status === 'applied') {
    return (
      <div className="coupon-box coupon-box--applied">
        <p className="coupon-box__applied" role="status">
          <span>
            Coupon <strong>{state.code}</strong> applied
            {state.coupon?.description && !pricesHidden ? <span className="coupon-box__description"> — {state.coupon.description}</span> : null}
          </span>
          {discountText ? <span className="coupon-box__discount">{discountText}</span> : null}
        </p>
        <button type="button" className="link-button" onClick={onRemove} aria-label={`Remove coupon ${state.code}`}>
          Remove
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-box" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="coupon-box__label">
        {label}
      </label>
      <div className="coupon-box__row">
        <input
          id={inputId}
          className="coupon-box__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
        />
        <button type="submit" className="button button--secondary coupon-box__apply" aria-disabled={checking || undefined} aria-busy={checking || undefined}>
          {checking ? text('sidebar-coupon-checking') : applyLabel}
        </button>
      </div>
      {problem ? (
        <div id={messageId} className="coupon-box__problem" role="alert">
          <p className="coupon-box__message">{problem}</p>
          {state.status === 'rejected' && state.suggestion && state.suggestionMessage ? (
            <button
              type="button"
              className="link-button coupon-box__suggestion"
              onClick={() => {
                setTyped(state.suggestion!);
                onApply(state.suggestion!);
              }}
            >
              {text(state.suggestionMessage.key, state.suggestionMessage.vars)}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
