import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampServiceQuantity,
  isInCart,
  isRemovable,
  isSameLine,
  MAX_SERVICE_QUANTITY,
  MIN_SERVICE_QUANTITY,
  removeService,
  setServiceQuantity,
  toggleService,
} from '../../src/domain/cart';
import type { CartItem, SelectableOffering } from '../../src/domain/service-types';

const oilBasic: SelectableOffering = { service_offering_id: 1, display_category: 'package', incompatible_service_offering_ids: [2] };
const oilPremium: SelectableOffering = { service_offering_id: 2, display_category: 'package', incompatible_service_offering_ids: [1] };
const wipers: SelectableOffering = { service_offering_id: 3, display_category: 'addon' };
const inspection: SelectableOffering = { service_offering_id: 4, display_category: 'addon', included_with_every_mechanical_service: true };
const tireInstall: SelectableOffering = { service_offering_id: 5, display_category: 'standard', per_tire: true };

const freeze = <T>(cart: CartItem<T & SelectableOffering>[]) => Object.freeze(cart.map((i) => Object.freeze(i)));

describe('toggleService', () => {
  it('D-53 removes incompatible services when one is selected', () => {
    const cart = toggleService([{ ...oilBasic, quantity: 1 }, { ...wipers, quantity: 1 }], oilPremium);
    expect(cart.map((i) => i.service_offering_id)).toEqual([3, 2]);
  });

  it('D-53 also removes a cart line whose own list names the selected service', () => {
    const oneWay: SelectableOffering = { service_offering_id: 7, incompatible_service_offering_ids: [3] };
    const cart = toggleService([{ ...oneWay, quantity: 1 }], wipers);
    expect(cart.map((i) => i.service_offering_id)).toEqual([3]);
  });

  it('D-53 D-55 an incompatible selection may replace an included-with-every-mechanical line', () => {
    const fullInspection: SelectableOffering = { service_offering_id: 8, incompatible_service_offering_ids: [4] };
    const cart = toggleService([{ ...inspection, quantity: 1 }], fullInspection);
    expect(cart.map((i) => i.service_offering_id)).toEqual([8]);
  });

  it('D-54 toggling an already-selected service removes it', () => {
    const cart = toggleService([{ ...wipers, quantity: 1 }, { ...oilBasic, quantity: 1 }], wipers);
    expect(cart.map((i) => i.service_offering_id)).toEqual([1]);
  });

  it('D-55 included-with-every-mechanical services cannot be toggled off', () => {
    const start = [{ ...inspection, quantity: 1 }];
    expect(toggleService(start, inspection)).toEqual(start);
    expect(isRemovable(inspection)).toBe(false);
    expect(isRemovable(wipers)).toBe(true);
  });

  it('D-50 D-49 adds a per-tire service 4 times by default, or the chosen tire quantity', () => {
    expect(toggleService([], tireInstall)[0]?.quantity).toBe(4);
    expect(toggleService([], tireInstall, { tireQuantity: 2 })[0]?.quantity).toBe(2);
    expect(toggleService([], tireInstall, { tireQuantity: 9 })[0]?.quantity).toBe(4);
    expect(toggleService([], tireInstall, { tireQuantity: 0 })[0]?.quantity).toBe(1);
  });

  it('D-56 adds any other service once, or its own quantity clamped to 1..6', () => {
    expect(toggleService([], wipers)[0]?.quantity).toBe(1);
    expect(toggleService([], { ...wipers, quantity: 9 })[0]?.quantity).toBe(6);
  });

  it('D-53 D-54 never changes the cart it is given (immutable)', () => {
    const start = freeze([{ ...oilBasic, quantity: 1 }, { ...wipers, quantity: 1 }]);
    const next = toggleService(start, oilPremium);
    expect(next).not.toBe(start);
    expect(start.map((i) => i.service_offering_id)).toEqual([1, 3]);
  });

  it('K-69 treats another quote option of the same offering as a different line', () => {
    const a = { ...wipers, quote_option_id: 11 };
    const b = { ...wipers, quote_option_id: 12 };
    expect(isSameLine(a, b)).toBe(false);
    expect(isSameLine(wipers, { ...wipers, quote_option_id: null })).toBe(true);
    const cart = toggleService([{ ...a, quantity: 1 }], b);
    expect(cart).toHaveLength(2);
    expect(isInCart(cart, a) && isInCart(cart, b)).toBe(true);
  });

  it('D-54 toggling twice returns to the starting selection for removable compatible services (property)', () => {
    const pool: SelectableOffering[] = [wipers, tireInstall, { service_offering_id: 9 }, { service_offering_id: 10, display_category: 'standard' }];
    fc.assert(
      fc.property(fc.subarray(pool), fc.constantFrom(...pool), (selected, offering) => {
        const start = selected.map((o) => ({ ...o, quantity: 1 }));
        const twice = toggleService(toggleService(start, offering), offering);
        expect(twice.map((i) => i.service_offering_id).sort()).toEqual(
          start.map((i) => i.service_offering_id).sort(),
        );
      }),
    );
  });
});

describe('removeService / quantities', () => {
  it('D-55 removeService keeps an included-with-every-mechanical line and removes others', () => {
    const start = [{ ...inspection, quantity: 1 }, { ...wipers, quantity: 1 }];
    expect(removeService(start, inspection)).toEqual(start);
    expect(removeService(start, wipers).map((i) => i.service_offering_id)).toEqual([4]);
    expect(removeService(start, oilBasic)).toEqual(start);
  });

  it('D-56 clamps a service quantity to 1..6', () => {
    expect([MIN_SERVICE_QUANTITY, MAX_SERVICE_QUANTITY]).toEqual([1, 6]);
    expect(clampServiceQuantity(0)).toBe(1);
    expect(clampServiceQuantity(1)).toBe(1);
    expect(clampServiceQuantity(6)).toBe(6);
    expect(clampServiceQuantity(7)).toBe(6);
    expect(clampServiceQuantity(3.7)).toBe(3);
    expect(clampServiceQuantity(Number.NaN)).toBe(1);
    expect(clampServiceQuantity(null)).toBe(1);
  });

  it('D-56 D-49 setServiceQuantity clamps services to 1..6 and per-tire lines to 1..4, immutably', () => {
    const start = freeze([{ ...wipers, quantity: 1 }, { ...tireInstall, quantity: 4 }]);
    const more = setServiceQuantity(start, 3, 10);
    expect(more[0]?.quantity).toBe(6);
    expect(more[1]).toBe(start[1]);
    expect(setServiceQuantity(start, 5, 6)[1]?.quantity).toBe(4);
    expect(setServiceQuantity(start, 3, 0)[0]?.quantity).toBe(1);
    expect(start[0]?.quantity).toBe(1);
  });
});
