import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stepMessages } from './scripts/vite/step-messages';
import { contentSecurityPolicy } from './scripts/vite/csp-policy';
import { cspMeta } from './scripts/vite/csp-meta';
import { compileHints } from './scripts/vite/compile-hints';
import { noEval } from './scripts/vite/no-eval';
import { rjsfSlim } from './scripts/vite/rjsf-slim';
import { hiddenSourcemaps } from './scripts/vite/hidden-sourcemaps';
import { demoPages } from './scripts/vite/demo-pages';

/**
 * Modes:
 * - `development` (npm start): customer app + preview tool, mock back end on.
 * - `production` (npm run build): customer app only, no mock code.
 * - `mock`: a build of both entries with the mock back end (demo hosting, preview deploys).
 */
export default defineConfig(({ mode }) => {
  const withMocks = mode !== 'production';
  const inputs: Record<string, string> = { app: resolve(import.meta.dirname, 'index.html') };
  if (withMocks) inputs.preview = resolve(import.meta.dirname, 'preview/index.html');
  return {
    plugins: [
      react(),
      stepMessages({ flowFile: resolve(import.meta.dirname, 'flows/booking.flow.json'), dropNotes: !withMocks }),
      // Builds: the Content-Security-Policy as a meta tag in the app's page (mock builds too: the preview tool frames
      // the app from the same origin, which a meta policy cannot forbid); no library code that evaluates strings.
      cspMeta({ page: resolve(import.meta.dirname, 'index.html'), policy: contentSecurityPolicy('meta') }),
      noEval(),
      compileHints(),
      // Production: rjsf without the parts the customer's forms never use (markdown, $ref URIs, allOf, arrays…). Mock
      // builds keep full rjsf: the preview's configuration editor has array fields (service_locations).
      ...(withMocks ? [] : [rjsfSlim()]),
      // Production: source maps for error reporting only, moved out of dist/ to dist-sourcemaps/ (docs/deploy.md).
      ...(withMocks ? [] : [hiddenSourcemaps()]),
      // Mock modes: the mock world's stand-in for a provider's own thank-you page (mocks/pages/thank-you-page.ts).
      ...(withMocks ? [demoPages()] : []),
      (() => {
        // public/ holds MSW's worker for the dev server and Ladle; the production build must not ship it (any outDir).
        let outDir = resolve(import.meta.dirname, 'dist');
        return {
          name: 'drop-mock-worker',
          apply: 'build' as const,
          configResolved(config: { root: string; build: { outDir: string } }) {
            outDir = resolve(config.root, config.build.outDir);
          },
          closeBundle() {
            if (!withMocks) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
          },
        };
      })(),
    ],
    define: {
      __MOCKS__: JSON.stringify(withMocks),
    },
    server: {
      port: 5173,
      strictPort: true,
      host: 'localhost',
      allowedHosts: ['.localhost'],
      open: false,
    },
    preview: { port: 4173, strictPort: true, allowedHosts: ['.localhost'] },
    build: {
      outDir: withMocks ? 'dist-mock' : 'dist',
      sourcemap: withMocks ? true : 'hidden',
      // Every browser we serve preloads modules itself except Safari 16, which then fetches a lazy step's chunks
      // when it imports them: a hint lost, nothing broken. The polyfill cost 0.35 KB gzip up front (decisions.md).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: inputs,
        output: {
          // One vendor chunk for the libraries every route runs: rolldown otherwise splits modules the entry
          // shares with lazy widgets into several small chunks (rolldown#10731), which costs ~1 KB gzip up front.
          // zod's jitless setting (src/api/zod-jitless.ts) rides with zod, so it is set before any chunk builds a schema;
          // zod's English messages load on demand (src/api/zod-messages.ts), so its locales stay out of the group.
          // The validators' message helpers (src/domain/validation-messages.ts, 0.3 KB) ride with it too: the entry shares
          // them with the lazy widgets, and alone they were a chunk of their own on every route (0.1 KB gzip more). The
          // name collator (src/domain/compare-names.ts, 0.1 KB) likewise: the places, services and vehicles lists share it.
          codeSplitting: {
            groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|zod(?![\\/]v4[\\/]locales))[\\/]|src[\\/]api[\\/]zod-jitless\.ts$|src[\\/]domain[\\/](validation-messages|compare-names)\.ts$/ }],
          },
        },
      },
    },
  };
});
