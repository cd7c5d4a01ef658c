/**
 * Which section of the configuration editor each provider configuration field is shown in.
 * Read top to bottom: a field of `OTHER_FIELDS` goes to "Other"; a field named in `FIELD_GROUPS` goes there; else the first of `GROUP_PATTERNS` whose
 * pattern matches its name decides; else it lands in "Other". `OTHER_FIELDS` lists the fields that are in
 * "Other" on purpose (tests/preview/config-editor/config-groups.test.ts fails on any other field there, so a
 * new schema field gets a home when it is added).
 */

/** The sections, in the order the editor shows them. */
export const CONFIG_GROUPS = ['Branding', 'Places', 'Vehicle', 'Services', 'Scheduling', 'Payment', 'Account', 'Other'] as const;

export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** One line per section: what a reader finds there (shown under the section's name). */
export const GROUP_DESCRIPTIONS: Readonly<Record<ConfigGroup, string>> = {
  Branding: 'The provider’s name, contact details, logo and website.',
  Places: 'Where the work is done: home, workplace or shop, addresses and service vehicles.',
  Vehicle: 'How the customer enters the vehicle, makes offered, recalls.',
  Services: 'Service categories, detailing, tires, prices shown.',
  Scheduling: 'Scheduling system, hours, waitlist, messages on the schedule screen.',
  Payment: 'Card processor, tips, fees and minimum amounts.',
  Account: 'Guest checkout, sign-in, questions asked and what happens after booking.',
  Other: 'Monitoring and integrations.',
};

/** Fields whose name does not say their concern (or says a misleading one): named here, checked first. */
export const FIELD_GROUPS: Readonly<Record<string, ConfigGroup>> = {
  z3p_client_name: 'Branding',
  call_forwarding_phone_raw: 'Branding',
  client_url: 'Branding',
  installer_image: 'Branding',
  // "service vehicles" are the provider's vans, not the customer's vehicle
  park_anywhere_service_vehicle_ids: 'Places',
  outdoor_kiosk_service_vehicle_ids: 'Places',
  google_maps_api_key: 'Places',
  // the plate's state, read on the vehicle step
  default_state: 'Vehicle',
  is_performing_recalls: 'Vehicle',
  recall_makes_offered: 'Vehicle',
  is_using_heavy_duty: 'Vehicle',
  atd_location_id: 'Services',
  my_simple_shop_url: 'Services',
  detailing_partner_postal_codes: 'Services',
  message_on_schedule_screen: 'Scheduling',
  is_offering_service_sooner: 'Scheduling',
  // the cancellation fee's cut-off
  cancellation_cut_off_hours: 'Payment',
  supplies_fee_rule: 'Payment',
  how_did_hear_options: 'Account',
  is_how_did_hear_question_enabled: 'Account',
  show_fleet_in_booking_app: 'Account',
  terms_and_conditions_url: 'Account',
  has_home_button_after_booking: 'Account',
  external_thank_you_url: 'Account',
  google_review_url: 'Account',
  is_using_service_report: 'Account',
};

/** Name patterns, tried in order after `FIELD_GROUPS`. */
const GROUP_PATTERNS: readonly { readonly pattern: RegExp; readonly group: ConfigGroup }[] = [
  { pattern: /payment|stripe|square|(^|_)tips?(_|$)|fee|_dollars$/, group: 'Payment' },
  { pattern: /^customer_facing_|^logo/, group: 'Branding' },
  { pattern: /vehicle/, group: 'Vehicle' },
  { pattern: /location|address|place|postal/, group: 'Places' },
  { pattern: /schedul|time_|_hours$|slot|waitlist/, group: 'Scheduling' },
  { pattern: /service|detailing|diagnostic|tire|price|quantity/, group: 'Services' },
  { pattern: /guest|account|user|sms|sign_?in/, group: 'Account' },
];

/** Fields deliberately shown under "Other" (monitoring, analytics, the churn redirect), checked first. */
export const OTHER_FIELDS: readonly string[] = ['google_analytics_tracking_id', 'sentry_dsn', 'marketplace_url'];

/** The section of a configuration field: "Other" for `OTHER_FIELDS`, else `FIELD_GROUPS`, else the first matching `GROUP_PATTERNS`, else "Other". */
export function groupOfField(name: string): ConfigGroup {
  if (OTHER_FIELDS.includes(name)) return 'Other';
  const named = FIELD_GROUPS[name];
  if (named) return named;
  return GROUP_PATTERNS.find((rule) => rule.pattern.test(name))?.group ?? 'Other';
}

/**
 * The field names by section, every section present (possibly empty), fields in the order given.
 * Every name lands in exactly one section.
 */
export function groupFields(names: readonly string[]): Record<ConfigGroup, string[]> {
  const groups = Object.fromEntries(CONFIG_GROUPS.map((g) => [g, [] as string[]])) as Record<ConfigGroup, string[]>;
  for (const name of names) groups[groupOfField(name)].push(name);
  return groups;
}
