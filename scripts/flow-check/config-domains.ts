import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scalar } from '../../src/engine';

type Value = Scalar | undefined | readonly Scalar[];
interface PropSchema {
  type?: string | string[];
  enum?: Scalar[];
  items?: { enum?: Scalar[] };
}

const schemaDir = join(import.meta.dirname, '../../schemas');
const read = (f: string) => JSON.parse(readFileSync(join(schemaDir, f), 'utf8')) as { properties: Record<string, PropSchema> };

function subsets(values: Scalar[]): Scalar[][] {
  const out: Scalar[][] = [];
  for (let mask = 1; mask < 1 << values.length; mask++) out.push(values.filter((_, i) => mask & (1 << i)));
  return out;
}

/** The values each configuration field can take, for the every-combination analysis (from the provider-config schema). */
export function configDomains(): { fields: string[]; domains: Record<string, readonly Value[]> } {
  const props = read('provider-config.schema.json').properties;
  const domains: Record<string, readonly Value[]> = {};
  for (const [name, p] of Object.entries(props)) {
    const types = ([] as string[]).concat(p.type ?? []);
    if (p.enum) domains[name] = p.enum;
    else if (types.includes('boolean')) domains[name] = [true, false];
    else if (types.includes('array') && p.items?.enum) domains[name] = subsets(p.items.enum);
    else if (types.includes('string')) domains[name] = ['https://example.test/value', types.includes('null') ? null : undefined];
    else if (types.includes('number') || types.includes('integer')) domains[name] = [0, 50];
    else domains[name] = [undefined];
  }
  return { fields: Object.keys(props), domains };
}

/** The values each booking fact can take (from the booking-facts schema). */
export function bookingDomains(): { facts: string[]; domains: Record<string, readonly Scalar[]> } {
  const props = read('booking-facts.schema.json').properties;
  const domains: Record<string, readonly Scalar[]> = {};
  for (const [name, p] of Object.entries(props)) domains[name] = p.enum ?? [true, false];
  return { facts: Object.keys(props), domains };
}
