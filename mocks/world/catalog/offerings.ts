/**
 * The demo price list: every offering with its base parts cost and labor hours. Prices per location and
 * vehicle are computed in ../pricing.ts (labor rate of the location, vehicle surcharges).
 */
import type { ServiceOffering } from '../../../src/api/entities';

export type OfferingTemplate = Omit<ServiceOffering, 'labor_cost_dollars' | 'total_cost_dollars'> & {
  service_offering_id: number;
  long_name: string;
  parts_cost_dollars: number;
  labor_hours: number;
  /**
   * The customer pays nothing for it (a manufacturer's recall: the maker pays the repair): priced $0.00, so the app
   * shows it FREE and taxes nothing of it; its labor hours still count toward the appointment's length.
   */
  free_of_charge?: true;
};

const mech = ['mechanical'];
const bullets = (...items: string[]) => items;

export const offeringTemplates: OfferingTemplate[] = [
  // --- packages --------------------------------------------------------------------------------
  {
    service_offering_id: 101, long_name: 'Basic Maintenance Package', short_name: 'Basic Package', display_name: 'Basic Maintenance',
    subtitle: 'Oil change, tire rotation and a 30-point inspection', schedule_types: mech, display_category: 'package', display_order: 1,
    parts_cost_dollars: 45, labor_hours: 0.75, tax_type: 'itemized', card_bullet_points: bullets('Synthetic-blend oil change', 'Tire rotation', '30-point inspection'),
    child_service_offerings: [201, 303], bookable: true,
  },
  {
    service_offering_id: 102, long_name: 'Premium Maintenance Package', short_name: 'Premium Package', display_name: 'Premium Maintenance',
    subtitle: 'Everything in Basic plus filters and wipers', schedule_types: mech, display_category: 'package', display_order: 2, display_emphasize: true,
    display_superscript: 'Most popular', parts_cost_dollars: 95, labor_hours: 1.5, tax_type: 'itemized',
    card_bullet_points: bullets('Full synthetic oil change', 'Engine and cabin air filters', 'Wiper blades', 'Tire rotation'),
    child_service_offerings: [201, 205, 301, 302, 303], bookable: true,
  },
  // --- standard -------------------------------------------------------------------------------
  {
    service_offering_id: 201, long_name: 'Synthetic Oil Change', short_name: 'Oil Change', display_name: 'Oil Change', schedule_types: mech,
    display_category: 'standard', display_order: 10, parts_cost_dollars: 40, labor_hours: 0.5, tax_type: 'itemized', add_oil_cost: true,
    extra_oil_cost_per_qt_dollars: 8, booking_message_1: 'Up to 5 quarts included; extra quarts are billed per quart.', bookable: true,
  },
  {
    service_offering_id: 202, long_name: 'Front Brake Pads', short_name: 'Front Pads', display_name: 'Front Brake Pads', schedule_types: mech,
    display_category: 'standard', display_order: 11, parts_cost_dollars: 90, labor_hours: 1.2, tax_type: 'itemized', incompatible_service_offering_ids: [203], bookable: true,
  },
  {
    service_offering_id: 203, long_name: 'Front Brake Pads and Rotors', short_name: 'Front Pads & Rotors', display_name: 'Front Brake Pads & Rotors',
    schedule_types: mech, display_category: 'standard', display_order: 12, parts_cost_dollars: 220, labor_hours: 1.8, tax_type: 'itemized',
    incompatible_service_offering_ids: [202], bookable: true,
  },
  {
    service_offering_id: 204, long_name: 'Battery Replacement', short_name: 'Battery', display_name: 'Battery Replacement', schedule_types: mech,
    display_category: 'standard', display_order: 13, parts_cost_dollars: 160, labor_hours: 0.4, tax_type: 'itemized', bookable: true,
  },
  {
    service_offering_id: 205, long_name: 'Engine Air Filter Replacement', short_name: 'Engine Air Filter', display_name: 'Engine Air Filter', schedule_types: mech,
    display_category: 'standard', display_order: 14, parts_cost_dollars: 25, labor_hours: 0.2, tax_type: 'itemized', bookable: true,
  },
  {
    service_offering_id: 206, long_name: 'Other (describe the issue)', short_name: 'Other', display_name: 'Something Else', schedule_types: mech,
    display_category: 'standard', display_order: 19, parts_cost_dollars: 0, labor_hours: 1, tax_type: 'bundled', variable_pricing: true,
    next_step_in_flow: 'issue-description', booking_message_1: 'We will confirm the price after diagnosing the issue.', bookable: true,
  },
  {
    service_offering_id: 207, long_name: 'Manufacturer Recall Service', short_name: 'Recall', display_name: 'Recall Service', schedule_types: mech,
    display_category: 'standard', display_order: 20, parts_cost_dollars: 0, labor_hours: 1, tax_type: 'bundled', tags: ['recall'], bookable: true,
    free_of_charge: true, details_blurb: 'Open recalls are repaired at no cost to you.',
  },
  {
    service_offering_id: 208, long_name: 'Multi-Point Inspection', short_name: 'Inspection', display_name: 'Multi-Point Inspection', schedule_types: mech,
    display_category: 'standard', display_order: 0, parts_cost_dollars: 0, labor_hours: 0, tax_type: 'bundled',
    included_with_every_mechanical_service: true, bookable: true,
  },
  // --- add-ons -------------------------------------------------------------------------------
  {
    service_offering_id: 301, long_name: 'Wiper Blade Replacement', short_name: 'Wipers', display_name: 'Wiper Blades', schedule_types: mech,
    display_category: 'addon', display_order: 30, parts_cost_dollars: 30, labor_hours: 0.1, tax_type: 'itemized', bookable: true,
  },
  {
    service_offering_id: 302, long_name: 'Cabin Air Filter Replacement', short_name: 'Cabin Filter', display_name: 'Cabin Air Filter', schedule_types: mech,
    display_category: 'addon', display_order: 31, parts_cost_dollars: 35, labor_hours: 0.2, tax_type: 'itemized', bookable: true,
  },
  {
    service_offering_id: 303, long_name: 'Tire Rotation', short_name: 'Rotation', display_name: 'Tire Rotation', schedule_types: ['mechanical', 'tires'],
    display_category: 'addon', display_order: 32, parts_cost_dollars: 0, labor_hours: 0.4, tax_type: 'bundled', bookable: true,
  },
  // --- diagnostic ----------------------------------------------------------------------------
  {
    service_offering_id: 401, long_name: 'Diagnostic Inspection', short_name: 'Diagnostic', display_name: 'Diagnostic Service', schedule_types: mech,
    display_category: 'standard', display_order: 40, parts_cost_dollars: 0, labor_hours: 1, tax_type: 'bundled', tags: ['diagnostic'],
    details_blurb: 'A technician diagnoses the concern and quotes the repair before doing any work.', bookable: true,
  },
  // --- tires ---------------------------------------------------------------------------------
  {
    service_offering_id: 501, long_name: 'Tire Installation', short_name: 'Install', display_name: 'Tire Installation (per tire)', schedule_types: ['tires'],
    display_category: 'standard', display_order: 50, parts_cost_dollars: 5, labor_hours: 0.25, tax_type: 'bundled', per_tire: true, bookable: true,
  },
  {
    service_offering_id: 502, long_name: 'Tire Disposal Fee', short_name: 'Disposal', display_name: 'Tire Disposal (per tire)', schedule_types: ['tires'],
    display_category: 'addon', display_order: 51, parts_cost_dollars: 4, labor_hours: 0, tax_type: 'itemized', per_tire: true, is_tire_installation_fee: true, bookable: true,
  },
  {
    service_offering_id: 503, long_name: 'Flat Tire Repair', short_name: 'Flat Repair', display_name: 'Flat Tire Repair', schedule_types: ['tires'],
    display_category: 'standard', display_order: 52, parts_cost_dollars: 10, labor_hours: 0.5, tax_type: 'bundled', bookable: true,
  },
  {
    service_offering_id: 504, long_name: 'Wheel Alignment', short_name: 'Alignment', display_name: 'Wheel Alignment', schedule_types: ['tires'],
    display_category: 'standard', display_order: 53, parts_cost_dollars: 0, labor_hours: 1, tax_type: 'bundled', bookable: true,
  },
  {
    service_offering_id: 505, long_name: 'Tire Rotation and Balance', short_name: 'Rotate & Balance', display_name: 'Rotation & Balance', schedule_types: ['tires'],
    display_category: 'standard', display_order: 54, parts_cost_dollars: 0, labor_hours: 0.75, tax_type: 'bundled', bookable: true,
  },
  {
    // Buy new tires (D-37, D-41): the customer picks a tire product for the size on /pricing/newtires.
    service_offering_id: 506, long_name: 'New Tires', short_name: 'New Tires', display_name: 'Buy New Tires', schedule_types: ['tires'],
    display_category: 'standard', display_order: 55, parts_cost_dollars: 0, labor_hours: 1, tax_type: 'itemized', is_atd_tire_product: true, bookable: true,
  },
  // --- detailing -----------------------------------------------------------------------------
  {
    service_offering_id: 601, long_name: 'Interior Detail', short_name: 'Interior', display_name: 'Interior Detail', schedule_types: ['detailing'],
    display_category: 'standard', display_order: 60, parts_cost_dollars: 15, labor_hours: 2, tax_type: 'bundled',
    card_bullet_points: bullets('Vacuum and steam clean', 'Leather and vinyl conditioning', 'Glass inside'),
    details_blurb: 'A deep clean of every interior surface with eco-friendly products.', bookable: true,
  },
  {
    service_offering_id: 602, long_name: 'Exterior Wash and Wax', short_name: 'Exterior', display_name: 'Exterior Wash & Wax', schedule_types: ['detailing'],
    display_category: 'standard', display_order: 61, parts_cost_dollars: 20, labor_hours: 1.5, tax_type: 'bundled',
    card_bullet_points: bullets('Waterless wash', 'Hand wax', 'Tire shine'), details_blurb: 'A waterless hand wash and wax.', bookable: true,
  },
  {
    service_offering_id: 603, long_name: 'Full Detail', short_name: 'Full Detail', display_name: 'Full Detail', schedule_types: ['detailing'],
    display_category: 'standard', display_order: 62, display_emphasize: true, parts_cost_dollars: 30, labor_hours: 3.5, tax_type: 'bundled',
    card_bullet_points: bullets('Interior detail', 'Exterior wash and wax', 'Engine bay wipe-down'), details_blurb: 'Inside and out.', bookable: true,
  },
  {
    service_offering_id: 604, long_name: 'Scratch and Paint Touch-Up', short_name: 'Scratch & Paint', display_name: 'Scratch & Paint Touch-Up',
    schedule_types: ['detailing'], display_category: 'standard', display_order: 63, parts_cost_dollars: 25, labor_hours: 1.5, tax_type: 'bundled',
    tags: ['scratch', 'paint'], details_blurb: 'Describe the scratches in the notes so we bring the right paint.', bookable: true,
  },
  {
    service_offering_id: 611, long_name: 'Pet Hair Removal', short_name: 'Pet Hair', display_name: 'Pet Hair Removal', schedule_types: ['detailing'],
    display_category: 'addon', display_order: 70, parts_cost_dollars: 0, labor_hours: 0.5, tax_type: 'bundled', bookable: true,
  },
  {
    service_offering_id: 612, long_name: 'Odor Elimination', short_name: 'Odor', display_name: 'Odor Elimination', schedule_types: ['detailing'],
    display_category: 'addon', display_order: 71, parts_cost_dollars: 10, labor_hours: 0.5, tax_type: 'bundled', bookable: true,
  },
  {
    service_offering_id: 613, long_name: 'Headlight Check', short_name: 'Headlights', display_name: 'Headlight Check', schedule_types: ['detailing'],
    display_category: 'addon', display_order: 72, parts_cost_dollars: 0, labor_hours: 0, tax_type: 'bundled', bookable: true,
  },
  // --- heavy duty and other vehicle types ----------------------------------------------------
  {
    service_offering_id: 701, long_name: 'Heavy Duty Preventive Maintenance', short_name: 'HD PM', display_name: 'Heavy Duty PM Service', schedule_types: mech,
    display_category: 'package', display_order: 3, parts_cost_dollars: 260, labor_hours: 3, tax_type: 'itemized',
    offered_vehicle_makes: ['Freightliner', 'International', 'Kenworth', 'Mack', 'Peterbilt', 'Volvo', 'Western Star', 'Hino', 'Isuzu'], bookable: true,
  },
  { service_offering_id: 801, long_name: 'RV Generator Service', display_name: 'RV Generator Service', schedule_types: ['rv'], display_category: 'standard', display_order: 80, parts_cost_dollars: 60, labor_hours: 1.5, tax_type: 'itemized', bookable: true },
  { service_offering_id: 802, long_name: 'Motorcycle Oil Change', display_name: 'Motorcycle Oil Change', schedule_types: ['motorcycle'], display_category: 'standard', display_order: 81, parts_cost_dollars: 35, labor_hours: 0.5, tax_type: 'itemized', bookable: true },
  { service_offering_id: 803, long_name: 'Boat Winterization', display_name: 'Boat Winterization', schedule_types: ['boat'], display_category: 'standard', display_order: 82, parts_cost_dollars: 80, labor_hours: 2, tax_type: 'itemized', bookable: true },
  { service_offering_id: 804, long_name: 'ATV Tune-Up', display_name: 'ATV Tune-Up', schedule_types: ['atv'], display_category: 'standard', display_order: 83, parts_cost_dollars: 40, labor_hours: 1, tax_type: 'itemized', bookable: true },
  { service_offering_id: 805, long_name: 'Aircraft Exterior Detail', display_name: 'Aircraft Exterior Detail', schedule_types: ['plane'], display_category: 'standard', display_order: 84, parts_cost_dollars: 120, labor_hours: 5, tax_type: 'bundled', bookable: true },
];

export function offeringTemplate(id: number): OfferingTemplate | undefined {
  return offeringTemplates.find((o) => o.service_offering_id === id);
}
