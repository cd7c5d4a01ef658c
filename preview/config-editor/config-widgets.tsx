import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps, RegistryWidgetsType, TemplatesType, Widget, WidgetProps } from '@rjsf/utils';

const defaults = getDefaultRegistry();

function defaultWidget(name: string): Widget {
  const widget = defaults.widgets[name];
  if (!widget) throw new Error(`@rjsf/core has no ${name}`);
  return widget;
}

const DefaultCheckboxes = defaultWidget('CheckboxesWidget');
const DefaultBaseInput = defaults.templates.BaseInputTemplate;

/**
 * rjsf's checkbox group inside a group named by the field's label, so a screen reader says which field the
 * checkboxes belong to (rjsf's own label points at a <div>, which names nothing).
 */
function CheckboxGroupWidget(props: WidgetProps) {
  return (
    <div role="group" aria-label={props.label} className="config-editor__checkbox-group">
      <DefaultCheckboxes {...props} />
    </div>
  );
}

/**
 * rjsf's <input>, marked aria-invalid while its field has errors, and without the stray `label` attribute
 * rjsf's template passes through to the element.
 */
function ConfigBaseInputTemplate(props: BaseInputTemplateProps) {
  const { label: _label, ...rest } = props;
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return <DefaultBaseInput {...(rest as BaseInputTemplateProps)} aria-invalid={invalid || undefined} />;
}

/** The widgets the editor replaces. */
export const configWidgets: RegistryWidgetsType = { CheckboxesWidget: CheckboxGroupWidget };

/** The templates the editor replaces (the root's sections are set in the uiSchema). */
export const configTemplates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = { BaseInputTemplate: ConfigBaseInputTemplate };
