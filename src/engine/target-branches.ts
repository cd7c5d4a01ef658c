import { httpUrl, safeRedirectPath } from '../domain/safe-url';
import { matchRoute } from './match-route';
import type { PartialInputs, Tri } from './partial-condition';
import type { Flow, Target } from './types';

/** A choice a target makes on the way to one of its branches, and whether the known inputs make it. */
type BranchChoice =
  /** `fromConfig`: the field has this key of the map. */
  | { kind: 'mapped'; field: string; key: string; taken: Tri }
  /** `fromConfig`: the field has none of the map's keys (its `otherwise`). */
  | { kind: 'unmapped'; field: string; keys: string[]; taken: Tri }
  /** `urlFromConfig`: the field holds an http(s) address (`true`) or not (its `otherwise`, `false`). */
  | { kind: 'url'; field: string; set: boolean; taken: Tri }
  /** `fromQuery`: the parameter holds a safe same-origin path (`true`) or not (its `otherwise`, `false`). */
  | { kind: 'query'; param: string; set: boolean; taken: Tri };

/** One place a target can lead to. */
export interface TargetBranch {
  /**
   * The step it leads to; null when it leaves the flow (an external address, a query path no step's route
   * matches) or when the step cannot be known (a query path while the query is unknown).
   */
  stepId: string | null;
  /** The choices on the way, outermost first (empty for a plain step). */
  choices: BranchChoice[];
  /** Whether the known inputs lead here: false when one choice is not made, true when every choice is, else unknown. */
  taken: Tri;
}

/** What the branches are evaluated against: partial inputs (see partialCondition) and the flow, to match a query path. */
export interface TargetInputs extends Pick<PartialInputs, 'ctx' | 'known'> {
  flow: Flow;
}

function andTri(a: Tri, b: Tri): Tri {
  return a === false || b === false ? false : a === true && b === true ? true : 'unknown';
}

function under(choice: BranchChoice, branches: TargetBranch[]): TargetBranch[] {
  return branches.map((b) => ({ stepId: b.stepId, choices: [choice, ...b.choices], taken: andTri(choice.taken, b.taken) }));
}

/**
 * Every branch of a target, in the order the target writes them (a `fromConfig` map's entries, then its
 * `otherwise`, recursively), each with the choices that lead there and whether the known inputs make them. Without
 * inputs nothing is known (every choice unknown; a query path is no known step). Promises: for every context with the
 * known sources' values, `resolveTarget`'s destination is the step of a branch not `taken: false` (or, for an
 * external address or a query path, a branch whose `stepId` is null or that step); exactly one branch is
 * `taken: true` when the known inputs decide the whole target. Pure.
 */
export function targetBranches(target: Target, inputs?: TargetInputs): TargetBranch[] {
  if (typeof target === 'string') return [{ stepId: target, choices: [], taken: true }];
  if ('step' in target) return [{ stepId: target.step, choices: [], taken: true }];
  if ('fromQuery' in target) {
    const known = inputs?.known.includes('query') ?? false;
    const safe = known ? safeRedirectPath(inputs!.ctx.query[target.fromQuery], '') : '';
    const set: Tri = known ? Boolean(safe) : 'unknown';
    const stepId = safe ? (matchRoute(inputs!.flow, safe.split(/[?#]/)[0] ?? safe)?.step.id ?? null) : null;
    const choice = (s: boolean): BranchChoice => ({ kind: 'query', param: target.fromQuery, set: s, taken: set === 'unknown' ? set : set === s });
    return [{ stepId, choices: [choice(true)], taken: choice(true).taken }, ...under(choice(false), targetBranches(target.otherwise, inputs))];
  }
  const known = inputs?.known.includes('config') ?? false;
  const value = known ? inputs!.ctx.config[('urlFromConfig' in target ? target.urlFromConfig : target.fromConfig)] : undefined;
  if ('urlFromConfig' in target) {
    const set: Tri = known ? Boolean(httpUrl(value)) : 'unknown';
    const choice = (s: boolean): BranchChoice => ({ kind: 'url', field: target.urlFromConfig, set: s, taken: set === 'unknown' ? set : set === s });
    return [{ stepId: null, choices: [choice(true)], taken: choice(true).taken }, ...under(choice(false), targetBranches(target.otherwise, inputs))];
  }
  const keys = Object.keys(target.map);
  const chosen = known && typeof value === 'string' && Boolean(target.map[value]);
  const out: TargetBranch[] = Object.entries(target.map).map(([key, stepId]) => {
    const taken: Tri = known ? value === key : 'unknown';
    return { stepId, choices: [{ kind: 'mapped', field: target.fromConfig, key, taken }], taken };
  });
  const unmapped: BranchChoice = { kind: 'unmapped', field: target.fromConfig, keys, taken: known ? !chosen : 'unknown' };
  return [...out, ...under(unmapped, targetBranches(target.otherwise, inputs))];
}

/** Step ids a target may lead to (every branch: a `fromConfig` map's values and every `otherwise`). */
export function targetSteps(target: Target): string[] {
  return targetBranches(target).flatMap((b) => (b.stepId ? [b.stepId] : []));
}
