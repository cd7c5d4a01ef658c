/**
 * `npm run repro -- <repro link | file.json>`: what a repro link carries, in plain words (issue 27 item 3) —
 * provider, clock, session, changed settings, faults, path and the booking it starts with; or, for a JSON file
 * holding an error report (a Sentry event with `contexts.repro`, or the bare descriptor), what the descriptor says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { decodeScenario, type Scenario } from '../src/api/scenario-codec';
import { readReproDescriptor, type ReproDescriptor } from '../src/app/repro-descriptor';
import { PREVIEW_PARAM } from '../src/app/repro/preview-param';
import { scenarioFaults, scenarioSettings } from '../src/app/repro/scenario-summary';

const list = (title: string, items: readonly string[], none: string): string[] =>
  items.length ? [`${title}:`, ...items.map((i) => `  - ${i}`)] : [`${title}: ${none}`];

/** The booking a link starts with, in a few words (cart, vehicle, place, schedule); the fields it sets otherwise by name. */
function bookingSummary(booking: Scenario['booking']): string[] {
  if (!booking) return ['Booking: the tab’s own (the link sets none)'];
  const b = booking as Record<string, unknown> & {
    cart?: Array<{ display_name?: string }>;
    vehicle?: { displayName?: string } | null;
    schedule?: { date?: string | null; plannedArrivalTime?: string | null; plannedDepartureTime?: string | null } | null;
  };
  const lines: string[] = [];
  if (b.cart?.length) lines.push(`cart: ${b.cart.map((l) => l.display_name ?? '?').join(', ')}`);
  if (b.vehicle) lines.push(`vehicle: ${b.vehicle.displayName ?? 'set'}`);
  if (typeof b.placeMode === 'string') lines.push(`place: ${b.placeMode}`);
  if (b.schedule?.date) lines.push(`schedule: ${b.schedule.date} ${b.schedule.plannedArrivalTime ?? ''}–${b.schedule.plannedDepartureTime ?? ''}`.trim());
  const others = Object.keys(b).filter((k) => !['cart', 'vehicle', 'placeMode', 'schedule'].includes(k));
  if (others.length) lines.push(`also sets: ${others.join(', ')}`);
  return list('Booking', lines, 'empty');
}

/** A repro link's contents in plain words, one line each. */
function describeLink(link: string): string[] {
  const url = new URL(link.trim(), 'http://localhost');
  const encoded = url.searchParams.get(PREVIEW_PARAM);
  if (encoded === null) throw new Error('That link has no ?preview= part: it is not a repro link.');
  const scenario = decodeScenario(encoded);
  url.searchParams.delete(PREVIEW_PARAM);
  return [
    `Provider: ${scenario.provider ?? 'the host’s (none named)'}`,
    `Clock: ${scenario.now ? `the world seeded at ${scenario.now}` : 'the real time'}${scenario.clock ? `, moved to ${scenario.clock}` : ''}`,
    `Session: ${scenario.session === 'customer' ? 'signed in as the demo customer' : scenario.session === 'guest' ? 'signed out' : 'unchanged'}`,
    ...list('Settings changed', scenarioSettings(scenario), 'none'),
    ...list('Faults', scenarioFaults(scenario), 'none'),
    `Path: ${url.pathname}${url.search}${url.hash}`,
    ...bookingSummary(scenario.booking),
  ];
}

/** An error report's repro descriptor in plain words. */
function describeDescriptor(d: ReproDescriptor): string[] {
  const call = d.call ? `${d.call.method} ${d.call.path} ${d.call.kind ? `failed (${d.call.kind})` : `answered ${d.call.status}`}` : 'none';
  return [
    `Provider: ${d.provider}`,
    `Configuration fingerprint: ${d.config}`,
    `Step: ${d.step ?? 'outside the flow’s routes'}`,
    ...list('Last decisions (oldest first)', d.decisions.map((x) => `${x.rule} on ${x.step}`), 'none recorded'),
    `Failing call: ${call}`,
    'Open it in the preview: paste the file’s JSON into the Repro link tab.',
  ];
}

/** The words for one argument: a JSON file's report, else a link. */
export function describeArgument(arg: string): string[] {
  if (existsSync(arg)) {
    const d = readReproDescriptor(JSON.parse(readFileSync(arg, 'utf8')) as unknown);
    if (!d) throw new Error(`${arg} holds neither an error report with a repro descriptor nor a descriptor.`);
    return describeDescriptor(d);
  }
  return describeLink(arg);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npm run repro -- <repro link | error report .json>');
    process.exit(2);
  }
  try {
    console.log(describeArgument(arg).join('\n'));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
