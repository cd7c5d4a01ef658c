import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/provider-config.schema.json';
import {
  CONFIG_GROUPS,
  FIELD_GROUPS,
  OTHER_FIELDS,
  groupFields,
  groupOfField,
} from '../../../preview/config-editor/config-groups';

const fields = Object.keys(schema.properties);

describe('config-groups: the configuration editor’s sections', () => {
  it('puts every schema field in a section other than "Other", unless it is listed in OTHER_FIELDS', () => {
    const unplaced = fields.filter((f) => groupOfField(f) === 'Other' && !OTHER_FIELDS.includes(f));
    expect(unplaced, 'give these fields a section in preview/config-editor/config-groups.ts').toEqual([]);
  });

  it('names only fields the schema has (no stale entries)', () => {
    expect(Object.keys(FIELD_GROUPS).filter((f) => !fields.includes(f))).toEqual([]);
    expect(OTHER_FIELDS.filter((f) => !fields.includes(f))).toEqual([]);
  });

  it('lands every field in exactly one section, in the schema’s order, and leaves no section empty', () => {
    const groups = groupFields(fields);
    expect(Object.keys(groups)).toEqual([...CONFIG_GROUPS]);
    expect(Object.values(groups).flat().sort()).toEqual([...fields].sort());
    for (const names of Object.values(groups)) {
      expect(names).toEqual(fields.filter((f) => names.includes(f)));
      expect(names.length).toBeGreaterThan(0);
    }
  });

  it('sends payment processors, tips and fees to Payment, and reads the table before the patterns', () => {
    expect(groupOfField('is_using_stripe')).toBe('Payment');
    expect(groupOfField('square_location_id')).toBe('Payment');
    expect(groupOfField('payment_message_on_checkout_screen')).toBe('Payment');
    expect(groupOfField('some_new_tip_option')).toBe('Payment');
    expect(groupOfField('service_locations')).toBe('Places');
    expect(groupOfField('outdoor_kiosk_service_vehicle_ids')).toBe('Places'); // the provider's vans, not the customer's vehicle
    expect(groupOfField('default_vehicle_entry_tab')).toBe('Vehicle');
    expect(groupOfField('marketplace_url')).toBe('Other');
    expect(groupOfField('no_such_concern')).toBe('Other');
  });
});
