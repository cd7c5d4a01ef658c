import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

/** Input attributes the caller may set; value, change, key and blur handling belong to the combobox. */
type ComboboxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'onFocus' | 'role' | 'id'>;

export interface ComboboxProps<T> {
  /** The input's id (generated when omitted). */
  id?: string;
  /** The visible label (the input's accessible name). */
  label: ReactNode;
  labelClassName?: string;
  /** The listbox's accessible name, e.g. "Address suggestions". */
  listLabel: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item as text (the option's content unless `renderItem` draws more). */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  /** The typed text: the caller owns it. */
  value: string;
  onValueChange: (text: string) => void;
  /** Whether the caller wants the list shown; it shows only with items. */
  open: boolean;
  /** An option was chosen (click, or Enter on the highlighted one). */
  onSelect: (item: T) => void;
  /**
   * The list should close (Escape while it is open, or the input lost focus). Without it, Escape is left
   * to the page, so a dialog around the combobox still closes on the first Escape.
   */
  onClose?: () => void;
  onBlur?: () => void;
  /** Class of the wrapper (the widget positions the list from it). */
  className?: string;
  inputProps?: ComboboxInputProps;
  /** Shown between the input and the list (a status line, a note the input is described by). */
  children?: ReactNode;
}

/**
 * A text input with a list of suggestions, following the ARIA 1.2 combobox pattern (list autocomplete):
 * focus stays in the input; ArrowDown/ArrowUp move the highlight (aria-activedescendant), Enter or a click
 * chooses, Escape closes when `onClose` is given. The caller owns the text and whether the list is open (it
 * opens on its own data, e.g. after a debounced search); the highlight starts again whenever the items
 * change or the list closes. While the list is shut every key keeps its ordinary meaning (the form's Enter,
 * a dialog's Escape).
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, label, labelClassName, listLabel, items, itemKey, itemText, renderItem, value, onValueChange, open, onSelect, onClose, onBlur, className, inputProps, children } = props;
  const generatedId = useId();
  const listId = useId();
  const inputId = id ?? generatedId;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = open && items.length > 0;
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [items, expanded]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((active + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(active <= 0 ? items.length - 1 : active - 1);
    } else if (e.key === 'Enter' && active >= 0 && !e.nativeEvent.isComposing) {
      const item = items[active];
      if (item === undefined) return;
      e.preventDefault();
      onSelect(item);
    } else if (e.key === 'Escape' && onClose) {
      e.preventDefault();
      onClose();
    }
  };

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          onBlur?.();
          onClose?.();
        }}
      />
      {children}
      <ul id={listId} role="listbox" aria-label={listLabel} className="combobox__list" hidden={!expanded}>
        {expanded
          ? items.map((item, i) => (
              <li
                key={itemKey(item)}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`combobox__option${i === active ? ' is-active' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  onSelect(item);
                }}
                onMouseEnter={() => setActive(i)}
              >
                {renderItem ? renderItem(item) : itemText(item)}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
