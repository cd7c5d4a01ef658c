import type { Flow } from './types';

/** Where rules live in a written flow: guards, next-step rules and their `otherwise`, rule lists, blockers. */
const RULE_PATH = /\/(guards|rules|blockers)\/\d+$|\/otherwise$|^\/ruleLists\/[^/]+\/\d+$/;

/** A rule without its `note`: two rules are the same rule when this reads the same. */
function ruleBody(rule: Record<string, unknown>): string {
  const { note: _note, ...rest } = rule;
  return JSON.stringify(rest);
}

/**
 * Rule ids that name two different rules in a written flow (templates and rule lists count once, where they
 * are written; a rule written twice word for word, notes aside, is one rule). The trace and the preview show a
 * rule by its id, so one id must mean one rule. Returns, for each clash, the JSON path of the later rule's
 * `id` and what it clashes with. Pure.
 */
export function ruleIdClashes(written: Flow): Array<{ path: string; message: string }> {
  const first = new Map<string, { path: string; body: string }>();
  const clashes: Array<{ path: string; message: string }> = [];
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${path}/${i}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (RULE_PATH.test(path) && typeof record.id === 'string') {
      const seen = first.get(record.id);
      const body = ruleBody(record);
      if (!seen) first.set(record.id, { path, body });
      else if (seen.body !== body) clashes.push({ path: `${path}/id`, message: `the rule id "${record.id}" also names a different rule at ${seen.path}` });
    }
    for (const [key, v] of Object.entries(record)) visit(v, `${path}/${key}`);
  };
  visit(written, '');
  return clashes;
}
