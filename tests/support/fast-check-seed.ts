/**
 * One seed for every fast-check property (decisions.md, "fast-check seed").
 *
 * - FC_SEED unset or blank (CI and local runs alike): the fixed {@link DEFAULT_FC_SEED}, so every
 *   run is reproducible and a fresh clone sees exactly what CI saw;
 * - FC_SEED=<integer>: that seed, to replay a failure — fast-check prints `{ seed: …, path: … }`
 *   in every failure message (its reporters are left alone for that);
 * - FC_SEED=random: a new seed, drawn once per vitest run.
 *
 * vitest.config.ts resolves FC_SEED here once, before the workers start, and hands the number to
 * every worker through `test.env`; tests/setup.ts then passes it to `fc.configureGlobal`. Nothing
 * is printed on success. No fast-check import here, so the config can load this file.
 */

/** The seed used when FC_SEED is not set. */
const DEFAULT_FC_SEED = 20261124;

/** A fresh 32-bit seed, drawn like fast-check's own default. */
function randomFastCheckSeed(): number {
  return (Date.now() ^ (Math.random() * 0x1_0000_0000)) | 0;
}

/**
 * The seed FC_SEED names: {@link DEFAULT_FC_SEED} when unset or blank, a new random seed for
 * "random", else the integer it holds. Anything else throws rather than silently running unseeded.
 */
export function resolveFastCheckSeed(raw: string | undefined = process.env.FC_SEED): number {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_FC_SEED;
  if (value.toLowerCase() === 'random') return randomFastCheckSeed();
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not ${JSON.stringify(raw)}`);
  return seed;
}
