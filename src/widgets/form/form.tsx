import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { WidgetScalar } from '../contract/widget-props';
import type { OptionsOf, WidgetPropsOf } from '../contract/widget-spec';
import type { formSpec } from './form.options';
import { SchemaForm } from '../../ui/form/schema-form';
import { mapFormErrors } from '../../ui/form/form-error-messages';

/** Options of the `form` widget (its options schema: form.options.ts). */
export type FormOptions = OptionsOf<typeof formSpec>;

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
export default function FormWidget({ options, text, values, send }: WidgetPropsOf<typeof formSpec>) {
  const uiSchema = useMemo<UiSchema>(
    () => ({ 'ui:submitButtonOptions': { norender: true }, ...options.uiSchema }),
    [options.uiSchema],
  );

  const eventType = options.event ?? 'submit';
  return (
    <SchemaForm<Record<string, unknown>>
      className="widget-form"
      loadingLabel={text('form-loading')}
      schema={options.schema}
      uiSchema={uiSchema}
      formData={values.formData}
      validateOnMount={options.validateOnMount}
      disabled={values.busy}
      transformErrors={(errors) => mapFormErrors(errors, options.errorMessages, text)}
      onSubmit={(data) => send({ ...scalarFields(data), type: eventType }, data)}
    >
      <button type="submit" className="button button--primary" aria-busy={values.busy || undefined} disabled={values.busy}>
        {values.busy ? text('please-wait') : keyOrText(text, options.submitLabel ?? 'continue')}
      </button>
    </SchemaForm>
  );
}
