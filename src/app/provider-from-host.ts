import { hostSettings, type HostSettings } from './host-settings';

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A host as the rules compare it: no port, no final dot, lower case. */
export function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The longest of `suffixes` that `name` ends with and is longer than (case-insensitive), or undefined. */
export function longestSuffix(name: string, suffixes: readonly string[]): string | undefined {
  return [...suffixes]
    .map((s) => s.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .find((s) => name.endsWith(s) && name.length > s.length);
}

/**
 * The provider a host serves (pure). Order: an exact custom host; else the label just before a
 * known suffix (`acme.localhost:5173` → `acme`, `www.acme.book.example` → `acme`); else the default.
 * The port and letter case are ignored; `www` alone is not a provider.
 */
export function providerFromHost(host: string, settings: HostSettings = hostSettings): string {
  const name = hostName(host);
  const custom = settings.customHosts[name];
  if (custom) return custom;
  const suffix = longestSuffix(name, settings.suffixes);
  if (!suffix) return settings.defaultProvider;
  const labels = name.slice(0, -suffix.length).split('.');
  const label = labels[labels.length - 1] ?? '';
  return LABEL.test(label) && label !== 'www' ? label : settings.defaultProvider;
}
