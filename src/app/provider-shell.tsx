import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { isChurned, useProStatus, useProviderConfig, type ProviderConfig } from '../api/configuration';
import { failureKey } from '../api/failure-text';
import { formatMessage, messageText, type Flow } from '../engine';
import { FlowProvider } from '../renderer';
import { ErrorReporterContext } from '../renderer/error-reporter';
import { analyticsSinkFor } from './analytics-sink';
import { AppRoutes } from './app-routes';
import { loadStepMessages } from './booking-flow';
import { reportError, startErrorReporting } from './error-reporting';
import { PageErrorBoundary } from './page-error-boundary';
import { ProviderHeader } from './provider-header';
import { startEntryStep } from './entry-step-start';
import { ShellTextContext, shellTextsOf, useShellTextsLoaded } from './shell-text';
import { useToast } from '../ui/toasts/toast-context';

/**
 * The footer loads after the page's first code: it sits below the first screen (the step holds a screen's height).
 * Its chunk is requested with the configuration (issue 28), not when the branded page is first drawn.
 */
const loadFooter = () => import('./site-footer');
const SiteFooter = lazy(() => loadFooter().then((m) => ({ default: m.SiteFooter })));

/** The churn modal: loaded only for a provider that has churned (issue 14: not in everyone's first load). */
const ChurnModal = lazy(() => import('./churn-modal').then((m) => ({ default: m.ChurnModal })));

/**
 * A text of the shell, outside any step: the flow's flow-level message `key` (after the provider's overlay; the
 * configuration is not loaded yet, so no `{config.…}` placeholder is filled). `withoutFlow` is for a build without
 * a flow file only, which has no messages at all.
 */
function shellText(flow: Flow | null, key: string, withoutFlow: string): string {
  return flow ? formatMessage(messageText(flow, null, key)) : withoutFlow;
}

/**
 * Loads the provider's configuration and pro status, then draws the branded page: header, the
 * flow's routes, footer, and the churn modal when the provider has churned. A failed configuration load
 * says so with the flow's texts (the flow is at hand before the configuration).
 */
export function ProviderShell({ provider, flow }: { provider: string; flow: Flow | null }) {
  const config = useProviderConfig();
  // The branded page's first render is the page's largest: drawn from a deferred copy of the configuration, React
  // renders it in slices of a few milliseconds (a transition) instead of in the one task the answer arrives in
  // (issue 28: ≈ 160 ms of blocked main thread at 4× CPU on /pricing/place).
  const configData = useDeferredValue(config.data);
  const status = useProStatus(provider);
  // The shell's texts arrive while the configuration loads (a build ships them apart, shell-text-keys.ts).
  const textsLoaded = useShellTextsLoaded(flow);
  // Issue 28: the opened step's messages (and the code of its top) load beside the configuration, not after it.
  useEffect(() => {
    startEntryStep(flow, window.location.pathname);
    void loadFooter().catch(() => undefined);
  }, [flow]);

  useEffect(() => {
    if (config.data?.sentry_dsn) void startErrorReporting(config.data, provider, flow);
  }, [config.data, provider, flow]);

  if (config.isError) {
    return (
      <main className="app-status">
        <h1>{shellText(flow, 'site-unavailable-title', 'This booking site is not available right now')}</h1>
        <p>{shellText(flow, failureKey(config.error, 'site-unavailable'), 'Please try again in a few minutes.')}</p>
        <button type="button" className="button button--primary" onClick={() => void config.refetch()}>
          {shellText(flow, 'link-retry', 'Try again')}
        </button>
      </main>
    );
  }
  if (!configData || !textsLoaded) {
    return (
      <main className="app-status" aria-busy="true">
        <p role="status">{shellText(flow, 'step-loading', 'Loading…')}</p>
      </main>
    );
  }
  return <BrandedApp provider={provider} flow={flow} config={configData} churned={isChurned(status.data)} />;
}

function BrandedApp({ provider, flow, config, churned }: { provider: string; flow: Flow | null; config: ProviderConfig; churned: boolean }) {
  const trackingId = config.google_analytics_tracking_id;
  const { show } = useToast();
  const texts = useMemo(() => shellTextsOf(flow), [flow]);
  // Where the flow's effects go: the provider's analytics, and a toast that outlives the navigation an alert comes
  // with. One object with a stable identity: a new alert function would re-render every reader of the flow's runtime.
  const sinks = useMemo(
    () => ({
      analytics: analyticsSinkFor({ google_analytics_tracking_id: trackingId }),
      onAlert: (text: string) => show({ kind: 'error', text, keepOnNavigation: true }),
    }),
    [trackingId, show],
  );
  const page = (
    <div className="app" inert={churned || undefined}>
      <a className="skip-link" href="#main">
        {texts('skip-to-content')}
      </a>
      <ProviderHeader config={config} />
      <main id="main" className="app-main">
        {flow ? (
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        ) : (
          <p role="status">The booking flow is not available.</p>
        )}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
  return (
    <ShellTextContext.Provider value={texts}>
    {flow ? (
      // Around the header too: its navigation reads the booking's postal code.
      <ErrorReporterContext.Provider value={reportError}>
        <FlowProvider flow={flow} config={config} provider={provider} loadStepMessages={loadStepMessages} {...sinks}>
          {page}
        </FlowProvider>
      </ErrorReporterContext.Provider>
    ) : (
      page
    )}
    {churned ? (
      <Suspense fallback={null}>
        <ChurnModal providerName={config.customer_facing_name} marketplaceUrl={config.marketplace_url} />
      </Suspense>
    ) : null}
    </ShellTextContext.Provider>
  );
}
