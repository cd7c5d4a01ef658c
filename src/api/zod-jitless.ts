/**
 * Runs zod without its JIT: zod 4 otherwise compiles each object parser with `new Function` (and first probes
 * with `new Function("")`), which the app's Content-Security-Policy (no `'unsafe-eval'`, scripts/vite/csp-policy.ts)
 * refuses. An object schema reads the setting when it is created, so this module must be imported before any
 * module that builds a schema: it is the first import of src/main.tsx. The customer build also has zod's
 * code generation taken out (scripts/vite/no-eval.ts); this keeps mock builds, the dev server and the preview
 * tool on the same (jitless) path.
 *
 * The app's schemas use `zod/mini` (the functional API, a fraction of full zod's bytes), which loads no locale:
 * the English issue messages come on demand (src/api/zod-messages.ts).
 */
import { config } from 'zod/mini';

config({ jitless: true });
