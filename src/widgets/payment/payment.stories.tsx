import type { Story } from '@ladle/react';
import { useState } from 'react';
import '../checkout-shared/checkout.css';
import OfflineCardForm from './offline/offline-card-form';
import { checkoutStoryText } from '../checkout-shared/checkout-story-text';
import { PaymentSection, type PaymentSectionProps } from './payment-section';
import { cardFormTexts, paymentSectionTexts } from './payment-texts';
import type { PaymentChoice } from './payment-plan';

/**
 * The payment section in each adapter state. The real Stripe and Square forms need a key and the
 * network (they are not mounted in stories); the offline adapter stands in for them here.
 */
const text = checkoutStoryText('review');
const HOLD = [
  'Your card is only held, not charged, until your appointment is complete. Payment is processed the evening after the work is done.',
  'Your account keeps one active payment method: the card you use for this booking replaces any card on file.',
];

function Section({ phone = null, ...props }: Partial<PaymentSectionProps> & { phone?: string | null }) {
  const [choice, setChoice] = useState<PaymentChoice | null>(props.choice ?? 'new-card');
  return (
    <PaymentSection
      free={false}
      choices={['new-card']}
      savedCard={null}
      processor="stripe"
      adapter="offline"
      keys={{}}
      cardHoldText={HOLD}
      cardError={null}
      declines={0}
      submitLabel="Confirm Appointment"
      inactive={false}
      processing={false}
      onConfirm={(token) => console.info('confirm', token)}
      onTokenizeError={(e) => console.error(e)}
      texts={paymentSectionTexts(text, phone)}
      {...props}
      text={text}
      choice={choice}
      onChoose={setChoice}
    />
  );
}

export const NewCardOffline: Story = () => <Section />;
export const SavedCardOrNew: Story = () => <Section choices={['saved-card', 'new-card']} choice="saved-card" savedCard={{ brand: 'Visa', last4: '4242' }} />;
export const FleetOrCard: Story = () => <Section choices={['fleet', 'new-card']} choice="fleet" fleetAccountName="FleetCo Logistics" />;
export const ZeroTotal: Story = () => <Section free choices={[]} choice={null} />;
export const InvalidCard: Story = () => <Section cardError="There was an error with your card. Please try again." declines={1} />;
export const Blocked: Story = () => <Section inactive reason="Please agree to receive text messages about your appointment." describedBy="story-reason" />;
export const Processing: Story = () => <Section choices={['saved-card']} choice="saved-card" savedCard={{ brand: 'Visa', last4: '4242' }} processing />;
export const NetworkError: Story = () => (
  <Section
    choices={['saved-card']}
    choice="saved-card"
    savedCard={{ brand: 'Visa', last4: '4242' }}
    problem="We could not reach our booking system, so your appointment is not booked yet. Your details are still here: please check your connection and press Confirm Appointment again."
  />
);
export const Loading: Story = () => <Section loading choices={[]} choice={null} />;
export const NoCardFormInProduction: Story = () => <Section adapter={null} />;
export const OfflineFormSquare: Story = () => (
  <OfflineCardForm processor="square" keys={{}} texts={cardFormTexts(text)} confirm={{ label: 'Confirm Appointment', inactive: false, processing: false }} onToken={(t) => console.info('token', t)} onTokenizeError={console.error} />
);
/** H-18: GET /payment-method failed: said with Try again; Confirm held back by the flow's card rule (its reason under the button). */
export const MethodsFailed: Story = () => (
  <Section
    choices={[]}
    choice={null}
    processor={null}
    cardRequired
    phone="(555) 010-0100"
    loadError={new Error('offline')}
    onRetry={() => console.info('retry')}
    inactive
    reason="Payment options are needed to book. If they do not load, please try again or call us at (555) 010-0100."
    describedBy="story-methods-reason"
  />
);
/** H-18: loaded, the provider takes cards, but no method of its processor is offered. */
export const NoMethodOffered: Story = () => <Section choices={[]} choice={null} processor={null} cardRequired phone="(555) 010-0100" inactive />;
