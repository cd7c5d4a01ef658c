import { hostName, longestSuffix } from './provider-from-host';
import { serviceHosts, type ServiceHosts } from './service-hosts';

/**
 * where an old host's address moves to (pure): the same address on the new service host (the old suffix
 * replaced by the new one, the provider prefix, port, path, query and fragment kept), or null when the host is
 * not an old one (nothing to redirect).
 */
export function newServiceUrl(href: string, settings: ServiceHosts = serviceHosts): string | null {
  const url = new URL(href);
  const name = hostName(url.hostname);
  const from = longestSuffix(name, settings.oldHosts.map((o) => o.from));
  const move = settings.oldHosts.find((o) => o.from.toLowerCase() === from);
  if (!move) return null;
  url.hostname = `${name.slice(0, -move.from.length)}${move.to}`;
  return url.toString();
}
