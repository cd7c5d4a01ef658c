import { hostName, longestSuffix } from './provider-from-host';
import { serviceHosts, type ServiceHosts } from './service-hosts';

/**
 * the API base of the back end a host talks to (pure): an exact custom host's; else the environment whose
 * suffix the host ends with (the longest: a staging host gets the staging back end, not production's); else the
 * default, the same origin's `/api`. The port and letter case are ignored.
 */
export function apiBaseFromHost(host: string, settings: ServiceHosts = serviceHosts): string {
  const name = hostName(host);
  const custom = settings.customHosts[name];
  if (custom) return custom;
  const suffix = longestSuffix(name, settings.environments.map((e) => e.suffix));
  return settings.environments.find((e) => e.suffix.toLowerCase() === suffix)?.apiBase ?? settings.defaultApiBase;
}
