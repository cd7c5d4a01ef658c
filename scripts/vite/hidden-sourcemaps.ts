import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's source maps go: beside the output directory, `<outDir>-sourcemaps` (dist → dist-sourcemaps). */
export function sourcemapDirFor(outDir: string): string {
  return `${resolve(outDir).replace(/[\\/]+$/, '')}-sourcemaps`;
}

/**
 * Builds only, with `build.sourcemap: 'hidden'` (maps written, no `//# sourceMappingURL` in any file): moves
 * every `.map` file out of the output directory into {@link sourcemapDirFor} (same relative paths; the old
 * contents replaced), so the deployed directory holds no map and the maps can be uploaded to error reporting
 * (docs/deploy.md).
 */
export function hiddenSourcemaps(): Plugin {
  let outDir = '';
  return {
    name: 'hidden-sourcemaps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      if (error || !existsSync(outDir)) return; // a failed build: its own error says why
      const target = sourcemapDirFor(outDir);
      rmSync(target, { recursive: true, force: true });
      for (const file of readdirSync(outDir, { recursive: true }) as string[]) {
        if (!file.endsWith('.map')) continue;
        const to = join(target, file);
        mkdirSync(dirname(to), { recursive: true });
        renameSync(join(outDir, file), to);
      }
    },
  };
}
