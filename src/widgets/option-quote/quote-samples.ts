/**
 * Sample data of the quote page for its stories and tests: the flow's English texts of the step and a quote
 * shaped like the demo world's (docs/api.md, "the quote link"), with every L-35 field.
 */
import type { Quote } from '../../api/quotes';
import type { ServiceOffering } from '../../api/entities';
import type { QUOTE_MESSAGE_KEYS } from './quote-texts';

/** The flow's texts of the step `option-quote`, with its L-34 blocker's message (a test keeps them equal to flows/booking.flow.json). */
export const SAMPLE_QUOTE_MESSAGES: Readonly<Record<(typeof QUOTE_MESSAGE_KEYS)[number] | 'quote-none-selected', string>> = {
  'option-quote-title': 'Your Quote',
  'quote-loading': 'Loading your quote…',
  'quote-load-error': 'Sorry, we could not load your quote. Please check your connection and try again.',
  'link-retry': 'Try again',
  'quote-vehicle': 'Vehicle',
  'quote-address': 'Service address',
  'quote-services': 'Services',
  'quote-option-total': 'Option total',
  'quote-answers': 'Details',
  'quote-answer-yes': 'Yes',
  'quote-answer-no': 'No',
  'quote-answer-scale': '{value} out of {max}',
  'quote-choose': 'Choose {option}',
  'quote-selected-badge': 'Selected',
  'quote-toggle-hint': 'Press again to remove this choice.',
  'quote-announce-selected': '{option} selected for {section}.',
  'quote-announce-cleared': '{option} removed. No option selected for {section}.',
  'quote-summary-title': 'Your Selection',
  'quote-summary-none': 'No options selected yet. Choose one option in any section.',
  'quote-selected-total': 'Selected options',
  'quote-discount': 'Discount',
  'quote-coupon': 'Coupon code',
  'quote-none-selected': 'Please select at least one option',
  continue: 'Continue',
  'please-wait': 'Please wait…',
};

/** A `text` over the sample messages (throws on an unknown key, as the renderer's does). */
export function sampleQuoteText(key: string): string {
  const t = (SAMPLE_QUOTE_MESSAGES as Record<string, string>)[key];
  if (t === undefined) throw new Error(`no message ${key}`);
  return t;
}

const service = (id: number, name: string, dollars: number, optionId: number, extra: Partial<ServiceOffering> = {}): ServiceOffering => ({
  service_offering_id: id,
  long_name: name,
  display_name: name,
  display_category: 'standard',
  schedule_types: ['mechanical'],
  total_cost_dollars: dollars,
  parts_cost_dollars: Math.round(dollars * 0.6 * 100) / 100,
  tax_type: 'itemized',
  quantity: 1,
  quote_option_id: optionId,
  ...extra,
});

const question = (field: string, text: string, type: 'boolean' | 'slider' | 'other', order: number, admin: boolean, max: number | null = null) => ({
  field_name: field,
  question: text,
  type,
  config_range_max_value: max,
  display_order: order,
  admin_can_answer: admin,
  is_deleted: false,
});

/** A quote with two sections (3 and 2 options), answers of each type (one hidden: admin_can_answer false), a coupon and a discount. */
export const SAMPLE_QUOTE: Quote = {
  quote_id: 7001,
  quote_uuid: '3f1c2a9e-7b4d-4e21-9c1a-demo00quote1',
  customer_id: 1001,
  client_location_id: 10,
  quote_request: {
    address: {
      customer_address_id: 4001, id: 4001, customer_id: 1001, display_name: 'Home', address_line_1: '12 Elm Street', address_line_2: null,
      city: 'Springfield', state: 'VA', postal_code: '22150', country: 'US', one_line_human_readable_address: '12 Elm Street, Springfield, VA 22150',
      lat: 38.78, lng: -77.18, is_deleted: false, is_primary: true, serviceability_note: null, tax_rate_percent: 6, time_zone: 'America/New_York',
    },
    vehicle: {
      vehicle_id: 3001, id: 3001, customer_id: 1001, display_name: '2019 Toyota Camry', vin: '4T1B11HK5KU123456', license_plate_number: 'ABC1234',
      license_plate_state: 'VA', year: 2019, make: 'Toyota', model: 'Camry', color: 'Blue', trim: 'LE', vehicleType: null, input_method_type: 'license',
      is_deleted: false,
    },
  },
  name: 'Brake and maintenance options for your Camry',
  note: 'Prices include parts and labor. Pick one option per section.',
  coupon_code: 'BRAKES10',
  custom_discount_amount_dollars: 20,
  custom_discount_reason: 'Loyal customer discount',
  sections: [
    {
      quote_section_id: 1,
      name: 'Brakes',
      note: 'Front pads are at 3 mm.',
      options: [
        {
          quote_option_id: 71, name: 'Good', label: 'Pads only', note: 'Lasts about 25,000 miles.',
          services: [service(202, 'Front Brake Pads', 198, 71)],
          answers: [{ question: question('rotor_resurface', 'Resurface rotors?', 'boolean', 1, true), value: false }],
        },
        {
          quote_option_id: 72, name: 'Better', label: 'Pads and rotors', note: 'Recommended.',
          services: [service(203, 'Front Brake Pads & Rotors', 382.5, 72)],
          answers: [
            { question: question('internal_code', 'Internal code', 'other', 2, false), value: 'BRK-2' },
            { question: question('noise_level', 'How loud is the squeal?', 'slider', 1, true, 10), value: 7 },
            { question: question('pad_brand', 'Pad brand', 'other', 3, true), value: 'Akebono ceramic' },
          ],
        },
        {
          quote_option_id: 73, name: 'Best', label: 'Pads, rotors and fluid', note: null,
          services: [service(203, 'Front Brake Pads & Rotors', 382.5, 73), service(206, 'Brake Fluid Flush', 119.99, 73)],
          answers: [],
        },
      ],
    },
    {
      quote_section_id: 2,
      name: 'Maintenance',
      note: null,
      options: [
        { quote_option_id: 74, name: 'Oil change', label: null, note: null, services: [service(201, 'Oil Change', 89.95, 74)], answers: [] },
        {
          quote_option_id: 75, name: 'Premium package', label: 'Best value', note: null,
          services: [service(102, 'Premium Maintenance', 249, 75, { display_category: 'package' })], answers: null,
        },
      ],
    },
  ],
};
