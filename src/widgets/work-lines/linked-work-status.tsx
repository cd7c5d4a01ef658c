import { customerFailureText } from '../../api/failure-text';
import { LinkStatusView, type LinkStatusViewProps } from '../checkout-shared/link-status-view';
import './work-lines.css';
import type { LinkedWork } from './use-linked-work';

export type LinkedWorkStatusProps = Omit<LinkStatusViewProps, 'className' | 'skeleton'>;

const workSkeleton = (
  <div className="work-skeleton" aria-hidden="true">
    <span className="work-skeleton__bar work-skeleton__bar--wide" />
    <span className="work-skeleton__bar" />
    <span className="work-skeleton__bar" />
    <span className="work-skeleton__bar work-skeleton__bar--short" />
  </div>
);

/**
 * What a link page (approval, receipt, quote) shows until its work is ready (L-01, L-02): a skeleton of the
 * page's size with a status line while loading, or the failure with a way forward.
 */
export function LinkedWorkStatus(props: LinkedWorkStatusProps) {
  return <LinkStatusView {...props} className="work-page" skeleton={workSkeleton} />;
}

/** What a link no retry mends adds to its failure (LINK_DEAD_END_MESSAGES): what it means (with the provider's phone) and the home page. */
function deadEnd(text: (key: string) => string): Pick<LinkedWorkStatusProps, 'help' | 'homeLabel'> {
  return { help: text('link-invalid-help'), homeLabel: text('dead-end-home') };
}

/**
 * The status to show for a work that is not ready: "Loading your appointment…",
 * "Invalid URL" (L-02) or a 404's server words (else "Sorry, we could not find this appointment…"), each with what it
 * means and the home page ({@link deadEnd}), another
 * failure's server words (else "Sorry, something went wrong…") with Try again; a rate limit says `rate-limited`.
 */
export function linkedWorkStatus(linked: Exclude<LinkedWork, { status: 'ready' }>, text: (key: string) => string): LinkedWorkStatusProps {
  const accountLabel = text('link-account');
  switch (linked.status) {
    case 'loading':
      return { status: 'loading', message: text('link-loading'), accountLabel };
    case 'invalid':
      return { status: 'error', message: text('link-mismatch'), accountLabel, ...deadEnd(text) };
    case 'notFound':
      return { status: 'error', message: linked.failure ? customerFailureText(linked.failure, text) : text('link-not-found'), accountLabel, ...deadEnd(text) };
    case 'error':
      return {
        status: 'error',
        message: linked.failure ? customerFailureText(linked.failure, text) : text('link-error'),
        accountLabel,
        retry: { label: text('link-retry'), onRetry: linked.retry },
      };
  }
}
