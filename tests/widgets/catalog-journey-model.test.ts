import { describe, expect, it } from 'vitest';
import { widgetCatalog, type WidgetSpec } from '../../src/widgets/registry/catalog';
import { bookingDomains } from '../../scripts/flow-check/config-domains';

const specs = Object.entries(widgetCatalog) as Array<[string, WidgetSpec]>;

describe('the catalogue’s journey model (fills, sends, offPath)', () => {
  it('declares every event a widget sends either as a journey move (sends) or as off the journey (offPath)', () => {
    for (const [name, spec] of specs) {
      for (const event of spec.events ?? []) {
        const declared = Boolean(spec.sends?.[event]) || Boolean(spec.offPath?.[event]);
        expect(declared, `${name} sends "${event}" without a journey declaration`).toBe(true);
      }
      for (const event of [...Object.keys(spec.sends ?? {}), ...Object.keys(spec.offPath ?? {})]) {
        expect(spec.events ?? [], `${name} declares "${event}" that it does not send`).toContain(event);
      }
    }
  });

  it('sets only booking facts the schema knows, with values of their domain', () => {
    const { domains } = bookingDomains();
    for (const [name, spec] of specs) {
      const effects = [...Object.values(spec.fills ?? {}), ...Object.values(spec.sends ?? {}).flatMap((c) => Object.values(c))];
      for (const effect of effects) {
        for (const [fact, value] of Object.entries(effect.set ?? {})) {
          expect(domains, `${name} sets unknown fact "${fact}"`).toHaveProperty(fact);
          if (domains[fact]!.length) expect(domains[fact], `${name} sets ${fact}=${String(value)}`).toContain(value);
        }
      }
    }
  });
});
