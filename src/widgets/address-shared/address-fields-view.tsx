import { useId } from 'react';
import type { StreetNumberNotice } from '../../domain/validate-address';

/** The street-number notice (B-31/B-32) with its text: the flow's message of its `key`. */
export type ShownStreetNumberNotice = StreetNumberNotice & { message: string };
import { US_STATES } from '../../domain/validate-state';
import { ADDRESS_NOTE_MAX, type AddressDraft, type AddressFieldTexts, type AddressTextField, type PropertyQuestion } from './address-draft';
import { AddressLineCombobox, type AddressAutocompleteProps } from './address-line-combobox';
import './address-form.css';

export interface AddressFieldsViewProps {
  draft: AddressDraft;
  questions: readonly PropertyQuestion[];
  /** The check message to show (B-27..B-29), or null. */
  error: { kind: 'required' | 'postal-code' | 'service-area'; message: string } | null;
  notice: ShownStreetNumberNotice | null;
  /** The postal code is being checked against the service area: a polite "Checking…" status line. */
  checking?: boolean;
  onField: (name: AddressTextField, value: string) => void;
  onVisit: (name: AddressTextField) => void;
  onAnswer: (id: string, checked: boolean) => void;
  onNote: (note: string) => void;
  disabled?: boolean;
  autocomplete: AddressAutocompleteProps;
  /** The form's words, from the flow (address-form-texts.ts). */
  texts: AddressFieldTexts;
}

/** Required mark: seen, not read (the control says `required`). */
const Star = () => (
  <span className="address-form__star" aria-hidden="true">
    {' '}
    *
  </span>
);

/**
 * The address fields (B-27..B-37): line 1 with suggestions, line 2, city, state (US states, territories
 * and DC, stored as the two-letter code), postal code, the enabled property questions and a free note; the
 * first check message and the street-number notice. Presentational: state and checks come from props.
 */
export function AddressFieldsView(props: AddressFieldsViewProps) {
  const { draft, questions, error, notice, checking, onField, onVisit, onAnswer, onNote, disabled, autocomplete, texts } = props;
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const errorId = f('error');
  const noticeId = f('notice');
  const requiredInvalid = error?.kind === 'required';
  const postalInvalid = error?.kind === 'postal-code' || error?.kind === 'service-area';
  const blankInvalid = (name: AddressTextField) => requiredInvalid && (name === 'state' ? draft.state === '' : draft[name].trim() === '');
  const describedBy = (invalid: boolean) => (invalid ? errorId : undefined);

  const text = (name: Exclude<AddressTextField, 'address_line_1' | 'state'>, label: string, required: boolean, autoComplete: string, extra = {}) => {
    const invalid = name === 'postal_code' ? postalInvalid || blankInvalid(name) : required && blankInvalid(name);
    return (
      <div className="address-form__field">
        <label htmlFor={f(name)}>
          {label}
          {required ? <Star /> : null}
        </label>
        <input
          id={f(name)}
          type="text"
          value={draft[name]}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid)}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(e) => onField(name, e.target.value)}
          onBlur={() => onVisit(name)}
          {...extra}
        />
      </div>
    );
  };

  return (
    <div className="address-form__fields">
      <p className="address-form__hint">{texts.requiredHint}</p>
      <AddressLineCombobox
        id={f('address_line_1')}
        label={
          <>
            {texts.line1}
            <Star />
          </>
        }
        value={draft.address_line_1}
        onChange={(v) => onField('address_line_1', v)}
        onBlur={() => onVisit('address_line_1')}
        invalid={blankInvalid('address_line_1')}
        describedBy={[describedBy(blankInvalid('address_line_1')), notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        autocomplete={autocomplete}
        suggestionsLabel={texts.suggestions}
        unavailableText={texts.suggestionsUnavailable}
      />
      {notice ? (
        <div id={noticeId} className="address-form__notice" role="status">
          <p className="address-form__notice-text">{notice.message}</p>
          {notice.kind === 'no-exact-match' ? (
            <dl className="address-form__compare">
              <dt>{texts.youEntered}</dt>
              <dd>{notice.entered}</dd>
              <dt>{texts.weFound}</dt>
              <dd>{notice.found}</dd>
            </dl>
          ) : null}
        </div>
      ) : null}
      {text('address_line_2', texts.line2, false, 'address-line2')}
      <div className="address-form__row">
        {text('city', texts.city, true, 'address-level2')}
        <div className="address-form__field">
          <label htmlFor={f('state')}>
            {texts.state}
            <Star />
          </label>
          <select
            id={f('state')}
            value={draft.state}
            required
            aria-required="true"
            aria-invalid={blankInvalid('state') || undefined}
            aria-describedby={describedBy(blankInvalid('state'))}
            autoComplete="address-level1"
            disabled={disabled}
            onChange={(e) => onField('state', e.target.value)}
            onBlur={() => onVisit('state')}
          >
            <option value="">{texts.chooseState}</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </select>
        </div>
        {text('postal_code', texts.postalCode, true, 'postal-code', { inputMode: 'numeric' })}
      </div>
      {checking && !error ? (
        <p className="address-form__checking" role="status">
          {texts.checking(draft.postal_code.trim())}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="address-form__error" role="alert">
          {error.message}
        </p>
      ) : null}
      {questions.length > 0 ? (
        <fieldset className="address-form__questions">
          <legend>{texts.questions}</legend>
          {questions.map((q) => (
            <label key={q.id} className="address-form__check">
              <input type="checkbox" checked={draft.answers[q.id] === true} disabled={disabled} onChange={(e) => onAnswer(q.id, e.target.checked)} />
              {q.text}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="address-form__field">
        <label htmlFor={f('note')}>{texts.note}</label>
        <textarea
          id={f('note')}
          value={draft.note}
          maxLength={ADDRESS_NOTE_MAX}
          rows={3}
          aria-describedby={f('note-count')}
          disabled={disabled}
          onChange={(e) => onNote(e.target.value.slice(0, ADDRESS_NOTE_MAX))}
        />
        <p id={f('note-count')} className="address-form__hint">
          {texts.noteCount(draft.note.length, ADDRESS_NOTE_MAX)}
        </p>
      </div>
    </div>
  );
}
