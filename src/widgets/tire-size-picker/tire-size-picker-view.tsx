import { useId } from 'react';
import { ContinueButton } from '../../ui/continue-button';
import type { WidgetValues } from '../contract/widget-props';
import type { MessageText, tireSizePickerMessages } from '../tire-common/tire-messages';
import '../tire-common/tires.css';

export const OTHER = 'other';

export interface TireSizePickerViewProps {
  /** The vehicle's known sizes (D-38); empty shows only the typed size. */
  sizes: readonly string[];
  /** The chosen radio: a known size, OTHER, or null. */
  choice: string | null;
  /** The typed size (Other) and the pattern message (D-40) once it was left or Continue was tried (else null). */
  other: { text: string; error: string | null; onChange: (text: string) => void; onBlur: () => void };
  text: MessageText<typeof tireSizePickerMessages>;
  /** The provider phone (D-39), as text and a tel: link. */
  phone: { text: string; href: string | null } | null;
  /** The step's Continue: blocked with its reason (said on the press when the flow shows it so), or busy. */
  continueState: Pick<WidgetValues, 'continueBlocked' | 'blockerMessage' | 'blockerShownOnPress' | 'busy'>;
  onChoose: (choice: string) => void;
  onContinue: () => void;
}

/** /pricing/tiresize: known sizes or Other (D-38, D-40), where to find the size and the phone (D-39), Continue. */
export function TireSizePickerView(props: TireSizePickerViewProps) {
  const { sizes, choice, text, other, continueState } = props;
  const { error } = other;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const helpId = useId();
  const showOther = sizes.length === 0 || choice === OTHER;
  const otherField = showOther ? (
    <div className="tire-size__other">
      <label htmlFor={inputId}>{text('tire-size-other-label')}</label>
      <input
        id={inputId}
        type="text"
        value={other.text}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => other.onChange(e.target.value)}
        onBlur={other.onBlur}
      />
      <p id={hintId} className="tires-note">
        {text('tire-size-other-hint')}
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  ) : null;
  return (
    <div className="tire-size">
      {sizes.length > 0 ? (
        <fieldset>
          <legend>{text('tire-size-legend')}</legend>
          <div className="tire-size__options">
            {sizes.map((size) => (
              <label key={size} className="tire-choice">
                <input type="radio" name="tire-size" value={size} checked={choice === size} onChange={() => props.onChoose(size)} />
                <span>{size}</span>
              </label>
            ))}
            <label className="tire-choice">
              <input type="radio" name="tire-size" value={OTHER} checked={choice === OTHER} onChange={() => props.onChoose(OTHER)} />
              <span>{text('tire-size-other')}</span>
            </label>
          </div>
          {otherField}
        </fieldset>
      ) : (
        otherField
      )}
      <section className="tire-size__help" aria-labelledby={helpId}>
        <p id={helpId}>
          <strong>{text('tire-size-help-title')}</strong>
        </p>
        <ul>
          <li>{text('tire-size-help-manual')}</li>
          <li>{text('tire-size-help-door')}</li>
          <li>{text('tire-size-help-tire')}</li>
        </ul>
        {props.phone ? (
          <p>
            {text('tire-size-call')} {props.phone.href ? <a href={props.phone.href}>{props.phone.text}</a> : <span>{props.phone.text}</span>}
          </p>
        ) : null}
      </section>
      <ContinueButton
        label={text('continue')}
        blocked={continueState.continueBlocked}
        blockerMessage={continueState.blockerMessage}
        showOnPress={continueState.blockerShownOnPress}
        busy={continueState.busy}
        busyLabel={text('continue')}
        onContinue={props.onContinue}
      />
    </div>
  );
}
