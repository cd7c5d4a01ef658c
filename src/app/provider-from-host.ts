import { hostSettings, type HostSettings } from './host-settings';

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The provider a host serves (pure). Order: an exact custom host; else the label just before a
 * known suffix (`acme.localhost:5173` → `acme`, `www.acme.book.example` → `acme`); else the default.
 * The port and letter case are ignored; `www` alone is not a provider.
 */
export function providerFromHost(host: string, settings: HostSettings = hostSettings): string {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const custom = settings.customHosts[name];
  if (custom) return custom;
  const suffix = [...settings.suffixes]
    .map((s) => s.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .find((s) => name.endsWith(s) && name.length > s.length);
  if (!suffix) return settings.defaultProvider;
  const labels = name.slice(0, -suffix.length).split('.');
  const label = labels[labels.length - 1] ?? '';
  return LABEL.test(label) && label !== 'www' ? label : settings.defaultProvider;
}
