import { useState } from 'react';
import type { FieldInput, Submission } from './sign-in-form-frame';

/** Stories of the sign-in forms: each named field starts with its given value (else empty) and can be typed into. */
export function useStoryInputs<F extends string>(initial: Readonly<Record<F, string | undefined>>): Record<F, FieldInput> {
  const [values, setValues] = useState(initial);
  const fields = Object.keys(initial) as F[];
  return Object.fromEntries(
    fields.map((field) => [field, { value: values[field] ?? '', onChange: (value: string) => setValues((old) => ({ ...old, [field]: value })) }]),
  ) as Record<F, FieldInput>;
}

/** Stories of the sign-in forms: a submission that only logs, running when `busy`. */
export function loggedSubmission(busy = false): Submission {
  return { busy, onSubmit: () => console.info('submit') };
}
