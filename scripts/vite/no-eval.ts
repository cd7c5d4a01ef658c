import type { Plugin } from 'vite';

/** One library's run-time code generation that the customer build does without, and how it is taken out. */
export interface EvalSite {
  /** The library module (path relative to node_modules, `/` separators). */
  module: RegExp;
  /** The code that evaluates a string (must be found: a library upgrade that changes it fails the build). */
  find: RegExp;
  replace: string;
  /** Why removing it changes nothing the app relies on. */
  why: string;
}

/**
 * The library code in the customer bundle that would evaluate strings, none of which the app needs:
 * - zod 4 compiles object parsers with `new Function` (a JIT) after probing with `new Function("")`. The app
 *   runs zod jitless (src/api/zod-jitless.ts), which skips both; here the probe answers "no eval" and the
 *   compiler throws, so no object parser can ever be compiled, whatever the configuration.
 * - markdown-to-jsx (through @rjsf/core's rich descriptions) evaluates `{…}` attribute values with an
 *   indirect eval only when its `evalUnserializableExpressions` option is set; rjsf never sets it (it passes only
 *   `disableParsingRawHTML: true`, which turns that attribute parsing off as well). The eval
 *   becomes a throw inside the same `try`, so the value stays the plain string, as it does with the option off.
 */
const EVAL_SITES: readonly EvalSite[] = [
  {
    module: /(^|\/)zod\/v4\/core\/util\.js$/,
    find: /try\s*\{\s*const F = Function;\s*new F\(""\);\s*return true;\s*\}\s*catch\s*\(_\)\s*\{\s*return false;\s*\}/,
    replace: 'return false; // scripts/vite/no-eval.ts: no code generation in this build',
    why: 'zod’s `allowsEval` probe (`new Function("")`): answers false, so the object parser never takes its JIT path',
  },
  {
    module: /(^|\/)zod\/v4\/core\/doc\.js$/,
    find: /compile\(\)\s*\{\s*const F = Function;[\s\S]*?return factory\(\.\.\.Object\.values\(this\.closed\)\);\s*\}/,
    replace: 'compile() { throw new Error("zod: code generation is off in this build (scripts/vite/no-eval.ts)"); }',
    why: 'zod’s JIT compiler (`new Function(...)` in `Doc.compile`): unreachable once the probe answers false; throws if ever reached',
  },
  {
    module: /(^|\/)markdown-to-jsx\/dist\/(index|react|html|markdown|native|solid|vue)\.js$/,
    find: /\(0,\s*eval\)/g,
    replace: '((s)=>{throw new EvalError("markdown-to-jsx: evalUnserializableExpressions is off in this build")})',
    why: 'markdown-to-jsx’s indirect eval of `{…}` attribute values, used only with `evalUnserializableExpressions`, which rjsf never sets',
  },
];

const nodeModulesPath = (id: string) => {
  const clean = id.split('?')[0]!.replace(/\\/g, '/');
  const at = clean.lastIndexOf('/node_modules/');
  return at >= 0 ? clean.slice(at + '/node_modules/'.length) : null;
};

/**
 * Builds only: takes each {@link EVAL_SITES} entry out of its library module. A site's module that is in the
 * bundle but no longer contains the code fails the build, so a library upgrade is looked at again (and
 * tests/scripts/production-build.test.ts greps the output for any `Function(`/`eval(` left).
 */
export function noEval(sites: readonly EvalSite[] = EVAL_SITES): Plugin {
  return {
    name: 'no-eval',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]node_modules[\\/](zod|markdown-to-jsx)[\\/]/ },
      handler(code, id) {
        const path = nodeModulesPath(id);
        if (!path) return null;
        let out = code;
        for (const site of sites) {
          if (!site.module.test(path)) continue;
          site.find.lastIndex = 0;
          if (!site.find.test(out)) this.error(`no-eval: ${path} no longer contains the code of "${site.why}"; look at the library again and update scripts/vite/no-eval.ts`);
          site.find.lastIndex = 0;
          // Padded with the newlines it replaces, so every later line stays where it was.
          out = out.replace(site.find, (match) => site.replace + '\n'.repeat(match.split('\n').length - 1));
        }
        // Lines keep their places, so the library's own mapping still holds (map: null).
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
