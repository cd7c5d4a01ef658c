import { useMemo } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WidgetProps, WidgetScalar } from '../contract/widget-props';
import { SchemaForm } from '../../ui/form/schema-form';
import { mapFormErrors, type ErrorMessageKeys } from '../../ui/form/form-error-messages';

/** Options of the `form` widget. */
export interface FormOptions {
  /** JSON Schema of the data (precompiled by scripts/precompile-validators.ts). */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** Message keys of error texts per field pointer and ajv keyword, e.g. `{ "/first_name": { "required": "first-name-required" } }`. */
  errorMessages?: ErrorMessageKeys;
  /** Event sent on a valid submit; `submit` by default. */
  event?: string;
  /** The submit button's label: a message key, or literal text when no such key exists; "Continue" when absent. */
  submitLabel?: string;
  /** Show the errors of the saved data at once (e.g. returning to a form left invalid). */
  validateOnMount?: boolean;
}

/** Top-level scalar fields of the data, copied into the event so flow rules can read them. */
function scalarFields(data: Record<string, unknown>): Record<string, WidgetScalar> {
  const out: Record<string, WidgetScalar> = {};
  for (const [k, v] of Object.entries(data)) {
    if (k === 'type') continue;
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[k] = v as WidgetScalar;
  }
  return out;
}

/** A message's text, or `value` itself when it is not a message key. */
function keyOrText(text: (key: string) => string, value: string): string {
  try {
    return text(value);
  } catch {
    return value;
  }
}

/** A plain form drawn by @rjsf/core from a JSON Schema, with the flow's messages as error texts. */
export default function FormWidget({ options, text, values, send }: WidgetProps<FormOptions>) {
  const uiSchema = useMemo<UiSchema>(
    () => ({ 'ui:submitButtonOptions': { norender: true }, ...options.uiSchema }),
    [options.uiSchema],
  );

  const eventType = options.event ?? 'submit';
  return (
    <SchemaForm<Record<string, unknown>>
      className="widget-form"
      schema={options.schema}
      uiSchema={uiSchema}
      formData={values.formData}
      validateOnMount={options.validateOnMount}
      disabled={values.busy}
      transformErrors={(errors) => mapFormErrors(errors, options.errorMessages, text)}
      onSubmit={(data) => send({ ...scalarFields(data), type: eventType }, data)}
    >
      <button type="submit" className="button button--primary" aria-busy={values.busy || undefined} disabled={values.busy}>
        {values.busy ? 'Please wait…' : options.submitLabel ? keyOrText(text, options.submitLabel) : 'Continue'}
      </button>
    </SchemaForm>
  );
}
