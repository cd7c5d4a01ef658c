import { useId, type ReactNode } from 'react';
import { Combobox } from '../../ui/combobox';
import type { PlaceSuggestion } from './places/places-adapter';

/** Place suggestions for address line 1 (from the form model's autocomplete). */
export interface AddressAutocompleteProps {
  /** Whether a places adapter exists: only then is the field a combobox. */
  enabled: boolean;
  /** The offline adapter's "test data" note, shown under the field. */
  note: string | null;
  suggestions: readonly PlaceSuggestion[];
  open: boolean;
  /** Suggestions could not be loaded: the field says so (the address can still be typed). */
  unavailable?: boolean;
  onChoose: (s: PlaceSuggestion) => void;
  onClose: () => void;
}

export interface AddressLineComboboxProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  autocomplete: AddressAutocompleteProps;
  /** The suggestions list's name ("Address suggestions"). */
  suggestionsLabel: string;
  /** Said under the field when suggestions (or a chosen suggestion's address) cannot be loaded (issue 15). */
  unavailableText: string;
}

const suggestionKey = (s: PlaceSuggestion) => s.placeId;
const suggestionText = (s: PlaceSuggestion) => s.description;

/**
 * Address line 1: with a places adapter, a combobox over its suggestions ("Address suggestions");
 * without one, a plain text field the browser may autofill.
 */
export function AddressLineCombobox(props: AddressLineComboboxProps) {
  const { id, label, value, onChange, onBlur, invalid, describedBy, disabled, autocomplete, suggestionsLabel, unavailableText } = props;
  const noteId = useId();
  const unavailableId = useId();
  const { note, unavailable = false } = autocomplete;
  const described = [describedBy, note ? noteId : undefined, unavailable ? unavailableId : undefined].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    required: true,
    'aria-required': true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': described,
    disabled,
  } as const;
  const noteText = (
    <>
      {note ? (
        <p id={noteId} className="address-form__hint">
          {note}
        </p>
      ) : null}
      {unavailable ? (
        <p id={unavailableId} className="address-form__hint" role="alert">
          {unavailableText}
        </p>
      ) : null}
    </>
  );

  if (!autocomplete.enabled) {
    return (
      <div className="address-form__field address-line-combobox">
        <label htmlFor={id}>{label}</label>
        <input id={id} type="text" value={value} autoComplete="address-line1" {...inputProps} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
        {noteText}
      </div>
    );
  }
  return (
    <Combobox
      id={id}
      className="address-form__field address-line-combobox"
      label={label}
      listLabel={suggestionsLabel}
      items={autocomplete.suggestions}
      itemKey={suggestionKey}
      itemText={suggestionText}
      value={value}
      onValueChange={onChange}
      open={autocomplete.open}
      onSelect={autocomplete.onChoose}
      onClose={autocomplete.onClose}
      onBlur={onBlur}
      inputProps={inputProps}
    >
      {noteText}
    </Combobox>
  );
}
