/**
 * The offline card form (mock builds only; see ../adapters.ts): a clearly labelled test form for the
 * preview and the tests, which cannot reach Stripe or Square. It accepts only the documented test cards
 * and produces test tokens; no real card data is asked for.
 */
import { useId, useState } from 'react';
import { appNow } from '../../../ui/app-clock';
import type { CardFormProps } from '../card-form-props';
import { ConfirmButton } from '../confirm-button';
import { TEST_CARD_DECLINED, TEST_CARD_OK, tokenizeTestCard, type TestCardErrors, type TestCardInput } from './test-cards';

export default function OfflineCardForm({ processor, texts, confirm, onToken }: CardFormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<TestCardErrors>({});
  const field = (name: keyof TestCardInput, label: string, extra: { autoComplete: string; inputMode: 'numeric'; placeholder?: string }) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className={`card-form__field card-form__field--${name}`}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="text"
          value={card[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          onChange={(e) => setCard((c) => ({ ...c, [name]: e.target.value }))}
          {...extra}
        />
        {errors[name] ? (
          <p id={errorId} className="field-error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="card-form card-form--offline" data-testid="offline-card-form">
      <legend>Test card (offline)</legend>
      <p className="card-form__note">
        A test form for the preview: no real card is charged. Use {TEST_CARD_OK} (accepted) or {TEST_CARD_DECLINED} (declined).
      </p>
      <div className="card-form__row">
        {field('number', 'Card number', { autoComplete: 'off', inputMode: 'numeric', placeholder: TEST_CARD_OK })}
        {field('expiry', 'Expiry (MM/YY)', { autoComplete: 'off', inputMode: 'numeric', placeholder: 'MM/YY' })}
        {field('cvc', 'CVC', { autoComplete: 'off', inputMode: 'numeric' })}
      </div>
      <ConfirmButton
        {...confirm}
        processingLabel={texts.processing}
        onConfirm={() => {
          const result = tokenizeTestCard(processor, card, appNow());
          if (!result.ok) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          onToken(result.token);
        }}
      />
    </fieldset>
  );
}
