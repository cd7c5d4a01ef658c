/** The /settings step of flows/booking.flow.json (K-40, K-42, K-43, K-57): its guard and which widgets the configuration shows. */
import { describe, expect, it } from 'vitest';
import { resolveStep, visibleWidgets } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards, type ContextInput } from './support/context';

function settings(input: ContextInput) {
  const r = resolveStep(bookingFlow, '/settings', makeContext(input), makeGuards());
  if (r.kind !== 'step') throw new Error('not found: /settings');
  return r;
}

const widgetsFor = (config: Record<string, unknown>) =>
  visibleWidgets(settings({ signedIn: true, config }).step, makeContext({ signedIn: true, config }), makeGuards()).map((w) =>
    w.options && Object.keys(w.options).length > 0 ? `${w.widget} ${JSON.stringify(w.options)}` : w.widget,
  );

describe('settings (/settings)', () => {
  it('K-40 sends visitors to login with redirect=/settings, and shows the settings to a signed-in customer', () => {
    const visitor = settings({});
    expect(visitor.step.id).toBe('login');
    expect(visitor.path).toBe('/login?redirect=%2Fsettings');
    expect(visitor.redirects.map((x) => x.explanation.decidedBy)).toEqual(['K-40']);
    expect(settings({ signedIn: true }).step.id).toBe('settings');
  });

  it('K-41 K-45 K-57 without allows_subusers or extra SMS: own details and the users list only', () => {
    expect(widgetsFor({ allows_subusers: false, allow_additional_user_sms_communications: false })).toEqual(['heading {"title":"settings-title"}', 'accountSettings']);
  });

  it('K-42 K-43 with allows_subusers the users can be managed', () => {
    expect(widgetsFor({ allows_subusers: true })).toContain('accountSettings {"manageUsers":true}');
    expect(widgetsFor({ allows_subusers: true })).not.toContain('accountSettings');
  });

  it('K-57 the additional phone numbers editor shows only with allow_additional_user_sms_communications', () => {
    expect(widgetsFor({ allow_additional_user_sms_communications: true })).toContain('additionalPhones');
    expect(widgetsFor({ allow_additional_user_sms_communications: false })).not.toContain('additionalPhones');
  });
});

describe('garage (/garage)', () => {
  it('K-61 sends visitors to login with redirect=/garage, and shows the garage to a signed-in customer', () => {
    const visitor = resolveStep(bookingFlow, '/garage', makeContext({}), makeGuards());
    if (visitor.kind !== 'step') throw new Error('not found: /garage');
    expect(visitor.path).toBe('/login?redirect=%2Fgarage');
    expect(visitor.redirects.map((x) => x.explanation.decidedBy)).toEqual(['K-61']);
    const customer = resolveStep(bookingFlow, '/garage', makeContext({ signedIn: true }), makeGuards());
    expect(customer.kind === 'step' && customer.step.id).toBe('garage');
  });
});
