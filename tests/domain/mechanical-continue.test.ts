import { describe, expect, it } from 'vitest';
import { checkMechanicalContinue } from '../../src/domain/mechanical-continue';
import type { SelectableOffering } from '../../src/domain/service-types';

const pkg = (dollars: number): SelectableOffering => ({ service_offering_id: 1, display_category: 'package', total_cost_dollars: dollars, quantity: 1 });
const std = (dollars: number): SelectableOffering => ({ service_offering_id: 2, display_category: 'standard', total_cost_dollars: dollars, quantity: 1 });
const addon: SelectableOffering = { service_offering_id: 3, display_category: 'addon', total_cost_dollars: 100, quantity: 1 };
const recall: SelectableOffering = { service_offering_id: 4, display_category: 'addon', total_cost_dollars: 0, quantity: 1, is_recall: true };

describe('checkMechanicalContinue', () => {
  it('D-16 needs a package or standard service', () => {
    for (const cart of [[], [addon]]) {
      expect(checkMechanicalContinue(cart)).toEqual({
        ok: false,
        reason: 'no_package_or_standard',
        key: 'package-or-standard',
      });
    }
    expect(checkMechanicalContinue([pkg(10)])).toEqual({ ok: true });
    expect(checkMechanicalContinue([std(10)])).toEqual({ ok: true });
  });

  it('D-17 needs the minimum_appointment_amount_dollars: below it is blocked, exactly at it passes', () => {
    expect(checkMechanicalContinue([std(49.99)], { minimumAppointmentAmountDollars: 50 })).toEqual({
      ok: false,
      reason: 'below_minimum',
      key: 'minimum-order',
    });
    expect(checkMechanicalContinue([std(50)], { minimumAppointmentAmountDollars: 50 })).toEqual({ ok: true });
    expect(checkMechanicalContinue([std(30), addon], { minimumAppointmentAmountDollars: 50 })).toEqual({ ok: true });
  });

  it('D-17 a minimum with cents blocks below it (the flow\'s `minimum-order` names the amount)', () => {
    expect(checkMechanicalContinue([std(49.49)], { minimumAppointmentAmountDollars: 49.5 })).toMatchObject({ ok: false, key: 'minimum-order' });
    expect(checkMechanicalContinue([std(49.5)], { minimumAppointmentAmountDollars: 49.5 })).toEqual({ ok: true });
  });

  it('D-17 checks nothing without a minimum', () => {
    expect(checkMechanicalContinue([std(1)], { minimumAppointmentAmountDollars: null })).toEqual({ ok: true });
    expect(checkMechanicalContinue([std(1)], { minimumAppointmentAmountDollars: 0 })).toEqual({ ok: true });
  });

  it('D-16 D-17 reports the missing package or standard service first', () => {
    expect(checkMechanicalContinue([], { minimumAppointmentAmountDollars: 50 })).toMatchObject({ reason: 'no_package_or_standard' });
  });

  it('D-17 D-15 counts packages at the referral price toward the minimum', () => {
    expect(checkMechanicalContinue([pkg(60)], { minimumAppointmentAmountDollars: 50 })).toEqual({ ok: true });
    expect(checkMechanicalContinue([pkg(60)], { minimumAppointmentAmountDollars: 50, referrerCode: 'REF' })).toMatchObject({ reason: 'below_minimum' });
  });

  it('D-18 waives both requirements when a recall service is in the cart', () => {
    expect(checkMechanicalContinue([recall])).toEqual({ ok: true });
    expect(checkMechanicalContinue([recall, addon], { minimumAppointmentAmountDollars: 500 })).toEqual({ ok: true });
  });

  it('D-18 accepts the caller’s own test of a recall service', () => {
    const isRecall = (item: SelectableOffering) => item.service_offering_id === 3;
    expect(checkMechanicalContinue([addon], { isRecall })).toEqual({ ok: true });
  });
});
