/** The demo quote (docs/api.md "Demo data": quote), priced for home service. */
import type { Address, Vehicle } from '../../../src/api/entities';
import type { Quote } from '../../../src/api/quotes';
import { offeringTemplate } from '../catalog/offerings';
import { locationById, MOBILE_LOCATION_ID } from '../catalog/places';
import { priceOffering } from '../pricing';
import { DEMO_CUSTOMER_ID, DEMO_QUOTE_UUID } from '../ids';
import type { WorldState } from '../types';

/** Quote 7001 of the demo customer, for `quoteVehicle` at `address`. */
export function seedQuotes(quoteVehicle: Vehicle, address: Address): WorldState['quotes'] {
  const home = locationById(MOBILE_LOCATION_ID)!;
  const qLine = (id: number) => priceOffering(offeringTemplate(id)!, home, quoteVehicle);
  const q = (field: string, question: string, type: 'boolean' | 'slider' | 'other', order: number, admin: boolean, max: number | null = null) => ({
    field_name: field, question, type, config_range_max_value: max, display_order: order, admin_can_answer: admin, is_deleted: false,
  });
  const quotes: WorldState['quotes'] = [
    {
      quote_id: 7001,
      quote_uuid: DEMO_QUOTE_UUID,
      customer_id: DEMO_CUSTOMER_ID,
      client_location_id: MOBILE_LOCATION_ID,
      quote_request: { address: address, vehicle: quoteVehicle },
      name: 'Brake and maintenance options for your Camry',
      note: 'Prices include parts and labor. Pick one option per section.',
      coupon_code: null,
      custom_discount_amount_dollars: 20,
      custom_discount_reason: 'Loyal customer discount',
      sections: [
        {
          quote_section_id: 1, name: 'Brakes', note: 'Front pads are at 3 mm.',
          options: [
            { quote_option_id: 71, name: 'Good', label: 'Pads only', note: 'Lasts about 25,000 miles.', services: [{ ...qLine(202), quote_option_id: 71 }],
              answers: [{ question: q('rotor_resurface', 'Resurface rotors?', 'boolean', 1, true), value: false }] },
            { quote_option_id: 72, name: 'Better', label: 'Pads and rotors', note: 'Recommended.', services: [{ ...qLine(203), quote_option_id: 72 }],
              answers: [{ question: q('noise_level', 'How loud is the squeal?', 'slider', 1, true, 10), value: 7 }, { question: q('internal_code', 'Internal code', 'other', 2, false), value: 'BRK-2' }] },
            { quote_option_id: 73, name: 'Best', label: 'Pads, rotors and fluid', note: null, services: [{ ...qLine(203), quote_option_id: 73 }, { ...qLine(205), quote_option_id: 73 }], answers: [] },
          ],
        },
        {
          quote_section_id: 2, name: 'Maintenance', note: null,
          options: [
            { quote_option_id: 74, name: 'Oil change', label: null, note: null, services: [{ ...qLine(201), quote_option_id: 74 }], answers: [] },
            { quote_option_id: 75, name: 'Premium package', label: 'Best value', note: null, services: [{ ...qLine(102), quote_option_id: 75 }], answers: [] },
          ],
        },
      ],
    } satisfies Quote & { quote_uuid: string },
  ];
  return quotes;
}
