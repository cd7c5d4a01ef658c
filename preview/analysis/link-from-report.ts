/**
 * An error report's repro descriptor (src/app/repro-descriptor.ts) → a repro link the workspace opens: the
 * provider's fixture (when the report's configuration fingerprint is that fixture's), the reported step's path,
 * and the failing call as a fault with its status (issue 27 item 4).
 */
import { providerFixtures } from '../../mocks/fixtures/providers';
import { handlers } from '../../mocks/handlers';
import { encodeScenario, type ResponseOverride, type Scenario } from '../../src/api/scenario-codec';
import { PREVIEW_PARAM } from '../../src/app/repro/preview-param';
import { configFingerprint, readReproDescriptor, type ReproCall } from '../../src/app/repro-descriptor';
import { stepById } from '../../src/engine/step-by-id';
import { callKeysOf } from '../call-keys';
import { previewFlowFor } from '../preview-flow';

const callKeys = callKeysOf(handlers);

/** Whether a redacted path (`{id}` for any id) fits a mock's path (`:param` for any segment). */
function fits(redacted: string, mockPath: string): boolean {
  const got = redacted.split('/');
  const want = mockPath.split('/');
  return got.length === want.length && want.every((w, i) => w === got[i] || (w.startsWith(':') && got[i] === '{id}'));
}

/** The `responses` key of the failing call: the mock's own key when one fits, else the redacted path as it is. */
function faultKey(call: ReproCall): string {
  const mine = callKeys.find((key) => {
    const [method, path = ''] = key.split(' ');
    return method === call.method && fits(call.path, path);
  });
  return mine ?? `${call.method} ${call.path}`;
}

/** The fault that gives the call's failure again: its status, or a dropped connection when no answer came. */
function faultOf(call: ReproCall): ResponseOverride {
  return call.status >= 100 && call.status <= 599 ? { status: call.status } : { error: 'network' };
}

/** Where the link opens: the reported step's route when it has no parameter, else the front door. */
function stepPath(provider: string, step: string | null): string {
  const route = step ? stepById(previewFlowFor(provider), step)?.route : undefined;
  return route && !route.includes(':') ? route : '/';
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads pasted text as an error report: a Sentry event as the receiver gets it (the descriptor in
 * `contexts.repro` or `extra.repro`) or the bare descriptor JSON. Returns the repro link of the report
 * (`{ link }`); `{ error }` saying the configuration is needed when the report's configuration is not its
 * provider's fixture (nothing else can reproduce it); null when the text is not a report (a link, anything else).
 */
export function linkFromReport(text: string, origin: string): { link: string } | { error: string } | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  const d = readReproDescriptor(parsed(trimmed));
  if (!d) return null;
  const fixture = providerFixtures[d.provider];
  if (!fixture || configFingerprint(fixture) !== d.config) {
    return {
      error:
        `This error report ran with a configuration of ${d.provider} that no fixture has (fingerprint ${d.config}): ` +
        'the provider’s configuration is needed to reproduce it.',
    };
  }
  const scenario: Scenario = { provider: d.provider, ...(d.call ? { responses: { [faultKey(d.call)]: faultOf(d.call) } } : {}) };
  const url = new URL(stepPath(d.provider, d.step), origin);
  url.searchParams.set(PREVIEW_PARAM, encodeScenario(scenario));
  return { link: url.href };
}
