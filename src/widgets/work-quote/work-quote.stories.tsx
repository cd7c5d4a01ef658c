import type { Story } from '@ladle/react';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';
import { quoteLines, sumCents } from '../work-lines/work-lines';
import { quoteWork } from '../work-lines/work-samples';
import { WorkQuoteView, type WorkQuoteTexts } from './work-quote-view';

const texts: WorkQuoteTexts = {
  intro: 'Your technician recommends these services for your next visit.',
  book: 'Book These Services',
  empty: 'There are no recommended services on this quote right now.',
  start: 'Book a Service',
  total: 'Estimated Total',
  note: 'Before tax and fees. Your price is confirmed when you book.',
  future: 'Recommended for your next visit',
  declined: 'You chose Not Today on your last visit',
  vehicle: 'Vehicle',
  visit: 'From your visit on',
  services: 'Recommended Services',
};
const lines = quoteLines(quoteWork.services);

/** L-25: rotors recommended for later, the cabin filter declined on the visit; total in cents. */
export const Filled: Story = () => (
  <WorkQuoteView
    texts={texts}
    lines={lines}
    totalCents={sumCents(lines)}
    vehicle="2019 Toyota Camry"
    visitDate="2026-02-18"
    onBook={() => console.info('bookQuote')}
    onStart={() => console.info('startBooking')}
  />
);

/** Nothing recommended: says so and offers to book. */
export const Empty: Story = () => (
  <WorkQuoteView texts={texts} lines={[]} totalCents={0} vehicle={null} visitDate={null} onBook={() => {}} onStart={() => console.info('startBooking')} />
);

/** Loading the work. */
export const Loading: Story = () => <LinkedWorkStatus status="loading" message="Loading your appointment…" accountLabel="Go to your account" />;

/** A failure with Try again. */
export const Error: Story = () => (
  <LinkedWorkStatus
    status="error"
    message="Sorry, something went wrong. Please try again."
    accountLabel="Go to your account"
    retry={{ label: 'Try again', onRetry: () => console.info('retry') }}
  />
);
