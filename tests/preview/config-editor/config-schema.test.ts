import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/provider-config.schema.json';
import {
  editorSchema,
  fieldTitle,
  humanizeFieldName,
  isEnumArray,
  isNullable,
  isUrlField,
  isWebAddress,
  type ConfigSchema,
} from '../../../preview/config-editor/config-schema';
import { configUiSchema } from '../../../preview/config-editor/config-ui-schema';

const configSchema = schema as ConfigSchema;
const props = configSchema.properties;

describe('config-schema', () => {
  it('makes a readable title from a field name, or uses the schema’s title', () => {
    expect(humanizeFieldName('customer_facing_name')).toBe('Customer facing name');
    expect(humanizeFieldName('google_maps_api_key')).toBe('Google maps API key');
    expect(humanizeFieldName('park_anywhere_service_vehicle_ids')).toBe('Park anywhere service vehicle IDs');
    expect(humanizeFieldName('z3p_client_name')).toBe('Z3P client name');
    expect(fieldTitle('x_y', { title: 'Given' })).toBe('Given');
    expect(fieldTitle('x_y', {})).toBe('X y');
  });

  it('titles every field (and nested property) for rjsf and changes nothing else', () => {
    const out = editorSchema(configSchema);
    for (const field of Object.values(out.properties)) expect(field.title).toBeTruthy();
    expect(out.properties.supplies_fee_rule?.properties?.cap_dollars?.title).toBe('Cap dollars');
    expect(out.properties.address_verification_questions?.items?.properties?.text?.title).toBe('Text');
    const withoutTitles = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'title' ? undefined : v)));
    expect(withoutTitles(out)).toEqual(withoutTitles(configSchema));
  });

  it('knows URL, nullable and enum-array fields', () => {
    const urls = Object.keys(props).filter((n) => isUrlField(n, props[n]));
    expect(urls).toEqual([
      'client_url', 'my_simple_shop_url', 'terms_and_conditions_url', 'google_review_url',
      'external_thank_you_url', 'marketplace_url', 'tire_shop_url',
    ]);
    expect(isUrlField('homepage', { type: 'string', format: 'uri' })).toBe(true);
    expect(isNullable(props.skip_simple_services_to)).toBe(true);
    expect(isNullable(props.google_review_url)).toBe(true);
    expect(isNullable(props.customer_facing_name)).toBe(false);
    expect(isEnumArray(props.service_locations)).toBe(true);
    expect(isEnumArray(props.recall_makes_offered)).toBe(false);
  });

  it('accepts only full http(s) addresses as web addresses', () => {
    expect(isWebAddress('https://tires.example/shop')).toBe(true);
    expect(isWebAddress('http://localhost:5173/x')).toBe(true);
    for (const bad of ['tires.example', '/relative', 'javascript:alert(1)', 'https://', 'https://a b.example', 'ftp://x.example', '']) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });

  it('builds a uiSchema: checkbox groups for enum arrays, url inputs, number inputs, "(changed)" titles', () => {
    const ui = configUiSchema(configSchema, new Set(['customer_facing_name']));
    expect(ui.service_locations['ui:widget']).toBe('checkboxes');
    expect(ui.tire_shop_url['ui:options']).toEqual({ inputType: 'url' });
    expect(ui.pickup_delivery_service_location['ui:widget']).toBe('updown');
    expect(ui.customer_facing_name['ui:title']).toBe('Customer facing name (changed)');
    expect(ui.customer_facing_email['ui:title']).toBe('Customer facing email');
    expect(ui.skip_simple_services_to['ui:enumNames']).toEqual(['services', 'detailing', 'tires', 'diagnostic', 'None (null)']);
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });
});
