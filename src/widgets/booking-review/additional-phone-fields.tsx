import { fillMessage } from '../../domain/fill-message';
import { maskPhoneTyping } from '../../domain/phone-mask';
import { validateAdditionalPhone } from '../../domain/validate-phone';
import { TextField } from '../../ui/fields/text-field';

/** The words of the review's additional phone numbers (K-54), from the flow's messages. */
export interface AdditionalPhoneFieldsTexts {
  title: string;
  /** "Additional phone number {n}". */
  number: string;
  add: string;
  /** The field error of a number that is not 10 digits (K-55). */
  invalidLength: string;
}

export interface AdditionalPhoneFieldsProps {
  /** The numbers as typed (masked); an empty list shows one empty field. */
  phones: readonly string[];
  /** After a refused Confirm: each non-empty number that is not 10 digits says so. */
  showErrors: boolean;
  texts: AdditionalPhoneFieldsTexts;
  onChange: (phones: string[]) => void;
}

/**
 * Additional phone numbers for text updates on the review (K-54, K-55): each masked (999) 999-9999 as it is typed,
 * "Add Phone Number" adds a field; all are optional, and a non-empty one must have 10 digits (the flow's K-55
 * blocker holds Confirm meanwhile). The flow shows it only when the provider allows them (K-57).
 */
export function AdditionalPhoneFields({ phones, showErrors, texts, onChange }: AdditionalPhoneFieldsProps) {
  const entries = phones.length > 0 ? phones : [''];
  return (
    <fieldset className="review-section additional-phone-fields">
      <legend className="review-section__title">{texts.title}</legend>
      {entries.map((value, i) => (
        <TextField
          // Entries are positions in the list: the index is their identity.
          key={i}
          label={fillMessage(texts.number, { n: i + 1 })}
          value={value}
          inputMode="numeric"
          autoComplete="tel-national"
          error={showErrors && !validateAdditionalPhone(value).ok ? texts.invalidLength : null}
          onChange={(v) => onChange(entries.map((x, j) => (j === i ? maskPhoneTyping(v) : x)))}
        />
      ))}
      <button type="button" className="button button--secondary" onClick={() => onChange([...entries, ''])}>
        {texts.add}
      </button>
    </fieldset>
  );
}
