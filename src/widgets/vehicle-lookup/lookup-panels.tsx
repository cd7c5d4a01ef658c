import { useState, type FormEvent } from 'react';
import { sanitizeVehicleText, validateLicensePlate, validateVin } from '../../domain/validate-vehicle';
import { fieldErrorTexts } from '../../domain/validation-messages';
import { US_STATES } from '../../domain/validate-state';
import type { Choice } from '../../ui/fields/choices';
import { SelectField } from '../../ui/fields/select-field';
import { SubmitButton } from '../vehicle-shared/submit-button';
import { CodeField } from './code-field';
import { LookupFailure } from './lookup-failure';
import type { LookupTexts } from './lookup-texts';

const STATE_CHOICES: Choice[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export interface PlatePanelProps {
  /** The state chosen first (the provider's default state); '' = none. */
  defaultState: string;
  busy?: boolean;
  texts: LookupTexts['plate'] & { busy: string };
  /** Called with the sanitized plate and its state once the fields are valid (C-32, C-33, C-43). */
  onLookup: (plateState: string, plateNumber: string) => void;
  /** Start with these values and their errors shown (stories, returning after a failure). */
  initial?: { plate?: string; state?: string; showErrors?: boolean };
  /** The last lookup's failure (C-13), said under Look Up Vehicle; null when there is none to say. */
  failure?: string | null;
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

/** License plate tab: plate (≥ 3 characters, sanitized and upper-cased as typed) and its state. */
export function PlatePanel({ defaultState, busy = false, texts, onLookup, initial, failure = null, text }: PlatePanelProps) {
  const [plate, setPlate] = useState(initial?.plate ?? '');
  const [state, setState] = useState(initial?.state ?? defaultState);
  const [showErrors, setShowErrors] = useState(initial?.showErrors ?? false);
  const errors = validateLicensePlate({ plate, state });
  const shown = showErrors ? fieldErrorTexts(errors, text) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setShowErrors(true);
    if (errors.plate || errors.state) return;
    onLookup(state, sanitizeVehicleText(plate).trim());
  };

  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label={texts.form}>
      <div className="vehicle-form__row">
        <CodeField label={texts.plate} required value={plate} error={shown.plate} onChange={setPlate} />
        <SelectField
          label={texts.state}
          required
          value={state}
          placeholder={texts.statePlaceholder}
          choices={STATE_CHOICES}
          error={shown.state}
          onChange={setState}
        />
      </div>
      <SubmitButton label={texts.lookup} busyLabel={texts.busy} busy={busy} />
      {failure ? <LookupFailure text={failure} /> : null}
    </form>
  );
}

export interface VinPanelProps {
  busy?: boolean;
  texts: LookupTexts['vin'] & { busy: string };
  /** Called with the sanitized 17-character VIN (C-34, C-43). */
  onLookup: (vin: string) => void;
  initial?: { vin?: string; showErrors?: boolean };
  /** The last lookup's failure (C-13), said under Look Up Vehicle; null when there is none to say. */
  failure?: string | null;
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

/** VIN tab: exactly 17 characters, sanitized and upper-cased as typed. */
export function VinPanel({ busy = false, texts, onLookup, initial, failure = null, text }: VinPanelProps) {
  const [vin, setVin] = useState(initial?.vin ?? '');
  const [showErrors, setShowErrors] = useState(initial?.showErrors ?? false);
  const result = validateVin(vin);
  const error = showErrors && !result.ok ? text(result.key) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setShowErrors(true);
    if (!result.ok) return;
    onLookup(sanitizeVehicleText(vin).trim());
  };

  return (
    <form className="vehicle-form" noValidate onSubmit={submit} aria-label={texts.form}>
      <CodeField label={texts.vin} required value={vin} hint={texts.hint} error={error} onChange={setVin} />
      <SubmitButton label={texts.lookup} busyLabel={texts.busy} busy={busy} />
      {failure ? <LookupFailure text={failure} /> : null}
    </form>
  );
}
