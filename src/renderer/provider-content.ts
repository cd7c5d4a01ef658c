import { providerContentFields, type ProviderContent } from '../generated/provider-config';

const cache = new WeakMap<object, ProviderContent>();

/**
 * The content part of a provider configuration (the fields marked `x-content` in schemas/provider-config.schema.json):
 * all a widget is given of it. Memoized per configuration object, so widgets see the same object across renders.
 */
export function providerContent(config: Readonly<Record<string, unknown>>): Readonly<ProviderContent> {
  let hit = cache.get(config);
  if (!hit) {
    hit = Object.fromEntries(providerContentFields.filter((f) => config[f] !== undefined).map((f) => [f, config[f]])) as ProviderContent;
    cache.set(config, hit);
  }
  return hit;
}
