/**
 * Which provider the app runs as. Order: the active repro scenario's `provider`, else the host's
 * (provider-from-host.ts). The scenario wins so one repro link works on any host
 * (`localhost:5173`, `acme.localhost:5173`, a deploy preview).
 */
export function providerFor(hostProvider: string, scenario?: { provider?: string } | null): string {
  const fromScenario = scenario?.provider?.trim();
  return fromScenario ? fromScenario : hostProvider;
}
