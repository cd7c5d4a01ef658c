import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The comment in index.html the build replaces with the policy's meta tag. */
const CSP_PLACEHOLDER = '<!-- content-security-policy -->';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The `<meta http-equiv="Content-Security-Policy">` tag for a policy. */
function cspMetaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`;
}

/**
 * Builds only: replaces {@link CSP_PLACEHOLDER} in `page` (an absolute path; other pages of the build, such as
 * the preview tool's, are left alone) with the policy's meta tag. It sits before any script or stylesheet, so
 * the whole page loads under it. The dev server serves no policy (Vite's inline client and React Refresh
 * preamble are inline scripts). Fails the build when the page has no placeholder.
 */
export function cspMeta({ page, policy }: { page: string; policy: string }): Plugin {
  const target = resolve(page);
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (resolve(ctx.filename) !== target) return html;
        if (!html.includes(CSP_PLACEHOLDER)) throw new Error(`csp-meta: ${page} has no ${CSP_PLACEHOLDER} placeholder for the Content-Security-Policy`);
        return html.replace(CSP_PLACEHOLDER, cspMetaTag(policy));
      },
    },
  };
}
