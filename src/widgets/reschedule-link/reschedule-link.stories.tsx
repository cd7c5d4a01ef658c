import type { Story } from '@ladle/react';
import { LinkStatusView } from '../checkout-shared/link-status-view';

const account = 'Go to your account';

/** The link is being resolved (work, dates, the save). */
export const Loading: Story = () => <LinkStatusView status="loading" message="Loading your appointment…" accountLabel={account} />;

/** A network failure: Try again, or go to the account. */
export const Error: Story = () => (
  <LinkStatusView
    status="error"
    message="Sorry, something went wrong. Please try again."
    accountLabel={account}
    retry={{ label: 'Try again', onRetry: () => console.info('retry') }}
  />
);

/** The work does not exist (404 "Invalid URL"). */
export const Empty: Story = () => (
  <LinkStatusView status="error" message="Sorry, we could not find this appointment. The link may be incomplete or out of date." accountLabel={account} />
);

/** A finished or cancelled appointment. */
export const Filled: Story = () => (
  <LinkStatusView status="error" message="This appointment can no longer be changed." accountLabel={account} />
);
