import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * Modes:
 * - `development` (npm start): customer app + preview tool, mock back end on.
 * - `production` (npm run build): customer app only, no mock code.
 * - `mock`: a build of both entries with the mock back end (demo hosting, preview deploys).
 */
export default defineConfig(({ mode }) => {
  const withMocks = mode !== 'production';
  return {
    plugins: [react()],
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
      sourcemap: true,
      rollupOptions: {
        input: withMocks
          ? { app: resolve(__dirname, 'index.html'), preview: resolve(__dirname, 'preview/index.html') }
          : { app: resolve(__dirname, 'index.html') },
      },
    },
  };
});
