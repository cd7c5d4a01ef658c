import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import * as z from 'zod';
import schema from '../../schemas/provider-config.schema.json';
import { providerConfigSchema, type ProviderConfig } from '../../src/api/configuration';
import { providerFixtures, providerProStatus, rawProviderFixtures } from '../../mocks/fixtures/providers';

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const fixtures = Object.values(providerFixtures);
const some = (p: (c: ProviderConfig) => boolean) => fixtures.some(p);

describe('provider fixtures', () => {
  it.each(Object.keys(rawProviderFixtures))('%s is valid against schemas/provider-config.schema.json', (name) => {
    const ok = validate(rawProviderFixtures[name]);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each(Object.entries(providerFixtures))('%s: file name = z3p_client_name, a customer-facing name, a pro status', (name, config) => {
    expect(config.z3p_client_name).toBe(name);
    expect(config.customer_facing_name.length).toBeGreaterThan(3);
    expect(['Active', 'Churned']).toContain(providerProStatus[name]);
  });

  it('has at least the six named providers, demo being the default with all three place modes', () => {
    expect(Object.keys(providerFixtures)).toEqual(expect.arrayContaining(['demo', 'acme', 'skipper', 'hidden', 'fleetco', 'gone']));
    expect(providerFixtures.demo!.service_locations).toEqual(['home', 'workplace', 'shop']);
    expect(providerFixtures.acme!.customer_facing_name).toBe('Acme Mobile Mechanics');
    expect(providerProStatus.gone).toBe('Churned');
  });

  it('together they switch every field the spec names', () => {
    for (const mode of ['home', 'workplace', 'shop'] as const) {
      expect(some((c) => c.service_locations.includes(mode))).toBe(true);
      expect(some((c) => !c.service_locations.includes(mode))).toBe(true);
    }
    for (const s of ['availability_windows', 'time_slots', 'other'] as const) expect(some((c) => c.scheduling_system === s)).toBe(true);
    for (const t of ['services', 'detailing', 'tires', 'diagnostic'] as const) expect(some((c) => c.skip_simple_services_to === t), t).toBe(true);
    const flags: (keyof ProviderConfig)[] = [
      'is_skipping_vehicle', 'is_using_time_blocks', 'has_diagnostic_service', 'is_detailing_dirty_question_enabled', 'is_hiding_price_in_booking',
      'is_showing_quantity_in_booking', 'is_performing_recalls', 'is_using_heavy_duty', 'is_using_stripe', 'is_using_square',
      'allow_additional_user_sms_communications', 'is_using_waitlist', 'is_offering_service_sooner', 'is_guest_checkout_enabled',
      'show_fleet_in_booking_app', 'is_how_did_hear_question_enabled', 'is_accepting_tip', 'request_tip_at_checkout', 'enable_hold_for_tip',
      'is_charging_cancellation_fee', 'has_home_button_after_booking', 'is_using_service_report', 'allows_subusers',
    ];
    for (const f of flags) {
      expect(some((c) => c[f] === true), `${f} on somewhere`).toBe(true);
      expect(some((c) => !c[f]), `${f} off somewhere`).toBe(true);
    }
    expect(some((c) => !!c.offered_vehicle_makes?.length)).toBe(true);
    expect(some((c) => !!c.terms_and_conditions_url)).toBe(true);
    expect(some((c) => !!c.supplies_fee_rule && c.supplies_fee_rule.basis === 'parts_after_discount')).toBe(true);
    expect(some((c) => !!c.supplies_fee_rule && c.supplies_fee_rule.basis === 'total_after_discount')).toBe(true);
    expect(some((c) => !!c.external_thank_you_url)).toBe(true);
    expect(some((c) => (c.minimum_service_threshold_amount_dollars ?? 0) > 0)).toBe(true);
    expect(some((c) => (c.minimum_appointment_amount_dollars ?? 0) > 0)).toBe(true);
    expect(some((c) => !!c.message_on_schedule_screen)).toBe(true);
    expect(some((c) => !!c.park_anywhere_service_vehicle_ids?.length)).toBe(true);
    // Tips at the appointment page need hold-for-tip + tips + Square together (L-42).
    expect(some((c) => !!(c.enable_hold_for_tip && c.is_accepting_tip && c.is_using_square))).toBe(true);
  });

  it('the zod schema of ProviderConfig has exactly the JSON schema fields', () => {
    const zodKeys = Object.keys(providerConfigSchema.shape).sort();
    const jsonKeys = Object.keys((schema as { properties: Record<string, unknown> }).properties).sort();
    expect(zodKeys).toEqual(jsonKeys);
    const required = (schema as { required: string[] }).required;
    for (const key of required) expect(providerConfigSchema.shape[key as keyof typeof providerConfigSchema.shape]).not.toBeInstanceOf(z.ZodOptional);
  });
});
