/**
 * Prints the response headers a static host should send with the app (scripts/vite/csp-policy.ts), ready to
 * paste into a host's configuration (docs/deploy.md):
 *
 *   npx tsx scripts/vite/security-headers.ts [--nginx | --netlify] [--framing self]
 *
 * `--framing self` is for mock/preview deploys, where the preview tool frames the app from its own origin.
 */
import { securityHeaders } from './csp-policy';

/** The headers as nginx `add_header` lines (`always`: on error answers too). */
export function nginxLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/** The headers as a Netlify / Cloudflare Pages `_headers` block for every path. */
export function headersFileBlock(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const headers = securityHeaders({ framing: args.includes('--framing') && args[args.indexOf('--framing') + 1] === 'self' ? 'self' : 'none' });
  if (args.includes('--nginx')) console.log(nginxLines(headers));
  else if (args.includes('--netlify')) console.log(headersFileBlock(headers));
  else for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
