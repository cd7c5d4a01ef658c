import { useId, type KeyboardEvent } from 'react';
import type { PlaceSuggestion } from './places/places-adapter';

export interface AddressLineComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Suggestions (empty and closed when there is no places adapter). */
  suggestions: readonly PlaceSuggestion[];
  open: boolean;
  activeIndex: number;
  onActiveIndex: (i: number) => void;
  onChoose: (s: PlaceSuggestion) => void;
  onClose: () => void;
  /** Whether suggestions exist at all (an adapter is present): makes the field a combobox. */
  withSuggestions: boolean;
  /** The offline adapter's "test data" note, shown under the field. */
  note: string | null;
}

/**
 * Address line 1 with place suggestions, following the ARIA 1.2 combobox pattern: the input keeps
 * focus; ArrowDown/ArrowUp move through the list (aria-activedescendant), Enter chooses, Escape closes.
 */
export function AddressLineCombobox(props: AddressLineComboboxProps) {
  const { id, value, onChange, onBlur, invalid, describedBy, disabled, suggestions, open, activeIndex, onActiveIndex, onChoose, onClose, withSuggestions, note } = props;
  const listId = useId();
  const noteId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = withSuggestions && open && suggestions.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onActiveIndex((activeIndex + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      onActiveIndex(activeIndex <= 0 ? suggestions.length - 1 : activeIndex - 1);
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      const s = suggestions[activeIndex];
      if (s) onChoose(s);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  const described = [describedBy, note ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="address-line-combobox">
      <input
        id={id}
        type="text"
        value={value}
        required
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        disabled={disabled}
        autoComplete={withSuggestions ? 'off' : 'address-line1'}
        {...(withSuggestions
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            }
          : {})}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur();
          onClose();
        }}
      />
      {withSuggestions ? (
        <ul id={listId} role="listbox" aria-label="Address suggestions" className="address-line-combobox__list" hidden={!expanded}>
          {expanded
            ? suggestions.map((s, i) => (
                <li
                  key={s.placeId}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  className={`address-line-combobox__option${i === activeIndex ? ' is-active' : ''}`}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    onChoose(s);
                  }}
                  onMouseEnter={() => onActiveIndex(i)}
                >
                  {s.description}
                </li>
              ))
            : null}
        </ul>
      ) : null}
      {note ? (
        <p id={noteId} className="address-form__hint">
          {note}
        </p>
      ) : null}
    </div>
  );
}
