/**
 * A repro link's scenario in plain words (issue 27 item 3): the faults and the changed settings it applies, for
 * the app's preview banner and `npm run repro` (scripts/repro.ts). Pure, no mock code.
 */
import type { ResponseOverride, Scenario } from '../../api/scenario-codec';

/** One fault in words: `POST /booking/scheduled-work answers 500`, `… fails like a dropped connection, the first 2 times`. */
function faultInWords(key: string, answer: ResponseOverride): string {
  if ('delay' in answer) return `${key} waits ${answer.delay} ms, then answers normally`;
  const what = 'error' in answer ? 'fails like a dropped connection' : `answers ${answer.status}${answer.body === undefined ? '' : ` with ${JSON.stringify(answer.body)}`}`;
  const times = answer.failTimes === undefined ? '' : `, the first ${answer.failTimes} ${answer.failTimes === 1 ? 'time' : 'times'}`;
  const lost = answer.afterHandling ? ', after the back end handled it (the answer is lost)' : '';
  return `${key} ${what}${times}${lost}`;
}

/** The faults of a scenario, one line each, in the link's order. */
export function scenarioFaults(scenario: Scenario): string[] {
  return Object.entries(scenario.responses ?? {}).map(([key, answer]) => faultInWords(key, answer));
}

/** The settings a scenario changes from its provider's fixture (`name: value`), then its overlay's parts. */
export function scenarioSettings(scenario: Scenario): string[] {
  const settings = Object.entries(scenario.config ?? {}).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  const overlay = scenario.overlay ?? {};
  for (const part of ['messages', 'conditions', 'steps'] as const) {
    const names = Object.keys(overlay[part] ?? {});
    if (names.length) settings.push(`overlay ${part}: ${names.join(', ')}`);
  }
  return settings;
}
