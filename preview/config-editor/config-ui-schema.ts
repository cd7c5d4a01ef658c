import type { UiSchema } from '@rjsf/utils';
import {
  fieldTitle,
  isEnumArray,
  isNullable,
  isUrlField,
  valueTypes,
  type ConfigFieldSchema,
  type ConfigSchema,
} from './config-schema';

/** Appended to the label of a field changed from the fixture (visible, and part of the control's name). */
const CHANGED_MARK = '(changed)';

/** The label of a field: its title, plus " (changed)" when it differs from the fixture. */
function fieldLabel(name: string, field: ConfigFieldSchema | undefined, changed: boolean): string {
  const title = fieldTitle(name, field);
  return changed ? `${title} ${CHANGED_MARK}` : title;
}

function fieldUi(name: string, field: ConfigFieldSchema, changed: boolean): UiSchema {
  const ui: UiSchema = {
    'ui:title': fieldLabel(name, field, changed),
    // the field's name as flows and docs spell it ({ "config": "is_skipping_vehicle" })
    'ui:help': `Field: ${name}`,
  };
  const types = valueTypes(field);
  const nullable = isNullable(field);
  if (isEnumArray(field)) {
    ui['ui:widget'] = 'checkboxes';
    ui['ui:options'] = { inline: true };
  } else if (Array.isArray(field.enum)) {
    ui['ui:placeholder'] = 'Not set';
    if (field.enum.includes(null)) ui['ui:enumNames'] = field.enum.map((v) => (v === null ? 'None (null)' : String(v)));
  } else if (types.includes('string') && types.length === 1) {
    // An emptied text box is "" (a value the link can carry), or null where the field takes null.
    ui['ui:emptyValue'] = nullable ? null : '';
    if (isUrlField(name, field)) {
      ui['ui:options'] = { inputType: 'url' };
      ui['ui:placeholder'] = 'https://…';
    }
  } else if ((types.includes('integer') || types.includes('number')) && types.length === 1) {
    // a number input even when the value is null (rjsf would guess a text box from the value)
    ui['ui:widget'] = 'updown';
    if (nullable) ui['ui:emptyValue'] = null;
  }
  return ui;
}

/**
 * The uiSchema of the configuration editor: each field titled (`fieldLabel`, " (changed)" for the fields in
 * `changed`) with its field name as help; enum arrays as checkbox groups, enums as selects ("Not set" for no
 * value, "None (null)" for a null choice), text boxes that empty to "" (or null where the field takes null),
 * URL fields as url inputs, numbers as number inputs; no submit button. The caller adds the root template.
 */
export function configUiSchema(schema: ConfigSchema, changed: ReadonlySet<string>): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [name, field] of Object.entries(schema.properties)) {
    ui[name] = fieldUi(name, field, changed.has(name));
  }
  return ui;
}
