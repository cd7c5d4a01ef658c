import { useId, useState } from 'react';
import { fillMessage } from '../../domain/fill-message';
import { maskPhoneTyping } from '../../domain/phone-mask';
import { additionalPhonesPayload, type AdditionalPhoneEntry } from '../../domain/validate-additional-phones';
import { formatPhoneMask, validateAdditionalPhone } from '../../domain/validate-phone';
import { TextField } from '../../ui/fields/text-field';
import type { PhonesTexts } from './phones-texts';

export interface PhoneListEditorProps {
  /** Names the list (the appointment it belongs to). */
  title: string;
  /** The saved additional_phone_numbers (false = an empty entry, K-56). */
  saved: readonly AdditionalPhoneEntry[];
  busy?: boolean;
  /** Called with the list to store: 10 digits per number, false per empty entry (K-56). */
  onSave: (numbers: (string | false)[]) => void;
  /** The flow's messages (`invalid-phone-length`). */
  text: (key: string) => string;
  /** The editor's words (phones-texts.ts). */
  texts: PhonesTexts;
}

const toText = (entry: AdditionalPhoneEntry): string => (typeof entry === 'string' && entry !== '' ? formatPhoneMask(entry) : '');

/**
 * The additional contact phone numbers of one appointment (K-54..K-56): each number masked
 * (999) 999-9999 as it is typed, digits only; "Add Phone Number" adds an entry. Save with a non-empty
 * number that is not 10 digits shows "Invalid phone length" under it and saves nothing (K-55);
 * otherwise `onSave` gets the list with empty entries as false (K-56).
 */
export function PhoneListEditor({ title, saved, busy = false, onSave, text, texts: t }: PhoneListEditorProps) {
  const headingId = useId();
  const [entries, setEntries] = useState<string[]>(() => (saved.length > 0 ? saved.map(toText) : ['']));
  const [checked, setChecked] = useState(false);

  return (
    <section className="phone-list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          setChecked(true);
          const payload = additionalPhonesPayload(entries);
          if (payload) onSave(payload);
        }}
      >
        {entries.map((value, i) => {
          const result = validateAdditionalPhone(value);
          return (
            <TextField
              // Entries are positions in the stored list (K-56 keeps them): the index is their identity.
              key={i}
              label={fillMessage(t['phones-number'], { n: i + 1 })}
              value={value}
              inputMode="numeric"
              autoComplete="off"
              error={checked && !result.ok ? text(result.key) : null}
              onChange={(v) => setEntries((list) => list.map((x, j) => (j === i ? maskPhoneTyping(v) : x)))}
            />
          );
        })}
        <div className="phone-list__actions">
          <button type="button" className="button button--secondary" onClick={() => setEntries((list) => [...list, ''])}>
            {t['phones-add']}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t['settings-saving'] : t['phones-save']}
          </button>
        </div>
      </form>
    </section>
  );
}
