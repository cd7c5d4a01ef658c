import { describe, expectTypeOf, it } from 'vitest';
import type { CartItem, Coupon, PricedItem, SelectableOffering, SuppliesFeeRule, TaxType } from '../../src/domain/service-types';

describe('service types', () => {
  it('D-67 D-68 use the wire field names and accept a richer offering record', () => {
    const offering = {
      service_offering_id: 1,
      long_name: 'Oil change',
      total_cost_dollars: 49.99,
      parts_cost_dollars: 20,
      tax_type: 'itemized' as const,
      display_category: 'package' as const,
      incompatible_service_offering_ids: [2],
      included_with_every_mechanical_service: false,
      per_tire: false,
      quote_option_id: null,
    };
    expectTypeOf(offering).toExtend<SelectableOffering>();
    expectTypeOf<CartItem<typeof offering>>().toHaveProperty('long_name');
    expectTypeOf<CartItem>().toHaveProperty('quantity').toEqualTypeOf<number>();
    expectTypeOf<PricedItem['tax_type']>().toEqualTypeOf<TaxType | null | undefined>();
  });

  it('D-90 H-09 H-10 describe the coupon and supplies fee rule fields', () => {
    expectTypeOf<Coupon>().toHaveProperty('valid_service_offering_ids');
    expectTypeOf<Coupon>().toHaveProperty('can_use_multiple_times');
    expectTypeOf<SuppliesFeeRule['basis']>().toEqualTypeOf<'parts_after_discount' | 'total_after_discount'>();
  });
});
