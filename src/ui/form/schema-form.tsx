import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useFormValidator } from './use-form-validator';
import { LoadingNotice } from '../loading-notice';
import { ObjectFieldTemplate } from './object-field-template';
import './schema-form.css';

const TEMPLATES = { ObjectFieldTemplate };

export interface SchemaFormProps<T> {
  /** JSON Schema of the data (precompiled by scripts/precompile-validators.ts). */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData: T | undefined;
  className?: string;
  /** Widgets replacing rjsf's defaults (e.g. fields with their own markup). */
  widgets?: RegistryWidgetsType;
  disabled?: boolean;
  /** Replaces ajv's English with the flow's messages. */
  transformErrors?: ErrorTransformer;
  /** Rules the schema cannot state. */
  customValidate?: CustomValidator;
  onChange?: (data: T) => void;
  /** A submit the schema (and `customValidate`) found valid. */
  onSubmit: (data: T) => void;
  /** What shows while the form's validator loads (the flow's `form-loading`). */
  loadingLabel: string;
  /** Show the errors of `formData` at once (e.g. returning to a form left invalid). */
  validateOnMount?: boolean;
  /** The form's buttons and notices (rjsf's own submit button is the caller's to hide). */
  children?: ReactNode;
}

/**
 * The one @rjsf/core form of the app: the schema's precompiled validator (ajv on demand in mock builds
 * only), `loadingLabel` while it loads and an alert when it cannot; no browser validation, no error list
 * (each error shows at its field), focus on the first invalid field on submit. Its ids are its own
 * (`form-<n>`, `form-<n>_<field>`: never rjsf's `root`, the app's mount node) and a fieldset is drawn only
 * with a legend (issue 29). Import it only from lazily loaded widgets: it brings rjsf, which must stay out
 * of the entry bundle.
 *
 * A submit is validated here, with the form's own rules and effects (rjsf's `validateForm`: the schema,
 * `customValidate`, `transformErrors`, the errors shown and the first invalid field focused), and a valid one is
 * handed to `onSubmit` at once. rjsf's own submit draws the whole form again first (`onSubmit` runs in its commit's
 * callback), which delayed the request a submit starts (issue 28, docs/performance.md).
 */
export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { schema, validateOnMount } = props;
  const validator = useFormValidator(schema);
  const formRef = useRef<Form>(null);
  // React's ids are unique on the page; only letters and digits are kept so the ids are plain CSS identifiers.
  const idPrefix = `form-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const ready = validator.status === 'ready';

  useEffect(() => {
    if (ready && validateOnMount) formRef.current?.validateForm();
  }, [ready, validateOnMount]);

  if (validator.status === 'error') {
    return (
      <p className="widget-error" role="alert">
        This form cannot be shown: {validator.message}
      </p>
    );
  }
  if (validator.status === 'loading') {
    return <LoadingNotice>{props.loadingLabel}</LoadingNotice>;
  }
  const { onChange, onSubmit } = props;
  const submitValidated = (event: FormEvent) => {
    const form = formRef.current;
    // A form of the children drawn elsewhere (a portal: a dialog) submits on its own; its event still comes through here.
    if (!form || event.target !== form.formElement.current) return;
    event.preventDefault();
    event.stopPropagation();
    if (form.validateForm()) onSubmit((form.state.formData ?? {}) as T);
  };
  return (
    <div className="schema-form" onSubmitCapture={submitValidated}>
    <Form
      ref={formRef}
      className={props.className}
      schema={schema}
      uiSchema={props.uiSchema}
      widgets={props.widgets}
      templates={TEMPLATES}
      idPrefix={idPrefix}
      validator={validator.validator}
      formData={props.formData}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      disabled={props.disabled}
      transformErrors={props.transformErrors}
      customValidate={props.customValidate}
      onChange={onChange ? ({ formData }) => onChange((formData ?? {}) as T) : undefined}
      onError={() => undefined /* the errors are shown at their fields */}
    >
      {props.children}
    </Form>
    </div>
  );
}
