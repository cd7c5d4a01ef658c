import type { Connect, Plugin } from 'vite';
import { THANK_YOU_PAGE_PATH, thankYouPageHtml } from '../../mocks/pages/thank-you-page';

/** Answers the mock world's stand-in thank-you page (mocks/pages/thank-you-page.ts); passes every other request on. */
const answerDemoPages: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== THANK_YOU_PAGE_PATH) return next();
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(thankYouPageHtml(url.search));
};

/**
 * The mock modes' demo pages (`npm start`, `vite preview --mode mock`): the stand-in for a provider's own thank-you
 * page, which the mock back end's configuration names (H-33, issue 26). Never in the production build's plugins.
 */
export function demoPages(): Plugin {
  return {
    name: 'demo-pages',
    configureServer(server) {
      server.middlewares.use(answerDemoPages);
    },
    configurePreviewServer(server) {
      server.middlewares.use(answerDemoPages);
    },
  };
}
