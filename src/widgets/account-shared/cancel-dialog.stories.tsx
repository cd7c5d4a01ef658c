import type { Story } from '@ladle/react';
import { cancellationDecision } from '../../domain/cancellation-fee';
import { flowStoryText } from '../shared/flow-story-text';
import { CancelDialog, type CancelDialogProps } from './cancel-dialog';

const NOW = '2026-03-10T11:30:00-04:00';
/** A provider charging $25 within 24 hours (the flow's cancellationFee part and its computed options). */
const policy = { chargesFee: true, feeDollars: 25, cutOffHours: 24 };
const today = { status: 'scheduled', date: '2026-03-10', plannedArrivalTime: '14:00', customer_address: { time_zone: 'America/New_York' } };
const later = { ...today, date: '2026-03-14', plannedArrivalTime: '09:00' };

const base: CancelDialogProps = {
  open: true,
  title: 'Cancel Service',
  appointment: '2018 Honda Civic, Tuesday, March 10, 2026',
  decision: cancellationDecision({ policy, appointment: later, now: NOW, hasCardOnFile: true }),
  reminder: null,
  submitting: false,
  serverError: null,
  onSubmit: (v) => console.info('cancel', v),
  onClose: () => console.info('close'),
  text: flowStoryText('account-home'),
};

/** K-38: outside the cut-off, no fee. */
export const NoFee: Story = () => <CancelDialog {...base} />;

/** K-36: inside the cut-off with a card on file: "Agree and Cancel Appointment". */
export const FeeWithCard: Story = () => <CancelDialog {...base} decision={cancellationDecision({ policy, appointment: today, now: NOW, hasCardOnFile: true })} />;

/** K-37: inside the cut-off without a card: call or text us. */
export const FeeWithoutCard: Story = () => (
  <CancelDialog {...base} decision={cancellationDecision({ policy, appointment: today, now: NOW, hasCardOnFile: false, phone: '(555) 010-0100' })} />
);

/** K-39: a time_slots provider's reminder. */
export const WithReminder: Story = () => (
  <CancelDialog {...base} reminder="Please remember: appointments cancelled within 24 hours of their start may be charged a cancellation fee." />
);

/** The cancel call is running. */
export const Submitting: Story = () => <CancelDialog {...base} submitting />;

/** K-34: the server refused. */
export const ServerError: Story = () => <CancelDialog {...base} serverError="This appointment can no longer be cancelled." />;
