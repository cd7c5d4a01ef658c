import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file eagerly, while it streams in (off the main thread). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLinks {
  isEntry: boolean;
  imports: readonly string[];
}

/** The files of the entry chunks and of every chunk they import statically: the code of the first load. */
function firstLoadChunks(chunks: Readonly<Record<string, ChunkLinks>>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks[file]?.imports ?? []) visit(next);
  };
  for (const [file, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(file);
  return seen;
}

/**
 * Builds: puts V8's explicit compile hint at the top of every chunk loaded after the first load (the steps'
 * widgets and what they share). Without it V8 compiles each function on its first call, on the main thread: a
 * step's first render (its chunk preloaded at idle, never run) spent ≈ 37 ms of a 250 ms transition compiling at
 * 4× CPU (issue 28, `BENCH_TRACE`); with it those chunks are compiled on a background thread while they load.
 * The first load's chunks are left as they are: they would compile every function of the libraries while the
 * page competes for the CPU to paint. Browsers without compile hints read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Once the files are written: minification drops comments, and Vite's own last steps put a line of their own
    // (`__vite__mapDeps`) at the top of some chunks. The source map moves one line down with the code.
    writeBundle(options, bundle) {
      if (!options.dir) throw new Error('compile-hints: the build names no output directory (output.dir)');
      const chunks = Object.fromEntries(Object.entries(bundle).flatMap(([file, out]) => (out.type === 'chunk' ? [[file, out]] : [])));
      const firstLoad = firstLoadChunks(chunks);
      for (const file of Object.keys(chunks)) {
        if (firstLoad.has(file)) continue;
        const path = join(options.dir, file);
        writeFileSync(path, `${COMPILE_HINT}\n${readFileSync(path, 'utf8')}`);
        // `;` = one unmapped line first.
        if (existsSync(`${path}.map`)) {
          const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
