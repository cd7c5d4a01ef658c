/**
 * What the vehicle-building tabs (year/make/model, heavy duty, other types) have in common: the props the step
 * gives each panel, the props each panel gives its form view, and the errors shown from the first Continue on.
 */
import { useState } from 'react';
import { OTHER } from '../../domain/validate-vehicle';
import { fieldErrorTexts, hasNoErrors, type FieldErrors } from '../../domain/validation-messages';
import type { VehicleFields } from '../vehicle-shared/save-vehicle';
import type { VehicleFormStatus } from './vehicle-form';

/** What the step gives a tab's panel; `status`, `texts` and `onBlockedPress` go on to the form view as they are. */
export interface VehicleTabProps<T> {
  status: VehicleFormStatus;
  texts: T;
  /** The make being entered changed (chosen, typed for "Other", or filled by the search): the booking's candidate (C-44, C-45); null when none. */
  onMake: (make: string | null) => void;
  onSave: (fields: VehicleFields) => void;
  onBlockedPress: () => void;
  /** The flow's messages (the field errors' keys become text here). */
  text: (key: string) => string;
}

/** What a tab's form view takes besides its lists: the values, the errors shown, the step's status and the tab's callbacks. */
export interface VehicleTabViewProps<V, E extends string, T> extends Pick<VehicleTabProps<T>, 'status' | 'texts' | 'onBlockedPress'> {
  value: V;
  errors: Partial<Record<E, string>>;
  onChange: (field: keyof V, value: string) => void;
  onSubmit: () => void;
}

/**
 * The tab's errors as the customer sees them: none until the first Continue (or at once with `initiallyShown`),
 * then the flow's texts of `errors`. `attempt()` shows them and tells whether there are none (the values may be saved).
 */
export function useShownErrors<E extends string>(errors: FieldErrors<E>, text: (key: string) => string, initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const attempt = () => {
    setShown(true);
    return hasNoErrors(errors);
  };
  return { errors: shown ? fieldErrorTexts(errors, text) : {}, attempt };
}

/** The make chosen or typed ("Other" reads the typed name), trimmed; '' when none. */
export function typedMakeOf(value: { make: string; otherMake: string }): string {
  return (value.make === OTHER ? value.otherMake : value.make).trim();
}
