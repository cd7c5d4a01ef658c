// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../src/api/payments';
import { chooseAdapter, cardFormKeys, hasRealKeys } from '../../src/widgets/payment/adapters';
import OfflineCardForm from '../../src/widgets/payment/offline/offline-card-form';
import { testCardToken, tokenizeTestCard } from '../../src/widgets/payment/offline/test-cards';
import { cardFormTexts } from '../../src/widgets/payment/payment-texts';
import { paymentMethodIdOf, paymentSettlement, planPayment } from '../../src/widgets/payment/payment-plan';
import { PaymentSection, type PaymentSectionProps } from '../../src/widgets/payment/payment-section';
import { flowText } from '../domain/support/flow-text';
import { paymentSectionTexts } from '../../src/widgets/payment/payment-texts';
import { stepTexts, textFrom } from './support/step-texts';

/** The review step's texts (its `checkout` template's included), as the widget resolves them. */
const reviewText = textFrom(stepTexts('review'));

afterEach(cleanup);

const METHODS: PaymentMethod[] = [
  { payment_method_id: 1, name: 'Credit Card', is_active: true, is_internal: false, is_stripe: true, is_square: false },
  { payment_method_id: 2, name: 'Credit Card', is_active: true, is_internal: false, is_stripe: false, is_square: true },
  { payment_method_id: 3, name: 'Fleet Account', is_active: true, is_internal: true, is_stripe: false, is_square: false },
];

describe('planPayment (H-18..H-23)', () => {
  it('H-22 H-23 the processor follows the configuration; its method id is sent', () => {
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe' })).toMatchObject({ processor: 'stripe', cardMethodId: 1, choices: ['new-card'] });
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'square' })).toMatchObject({ processor: 'square', cardMethodId: 2 });
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: null })).toMatchObject({ processor: null, choices: [] });
  });

  it('H-19 H-20 a fleet user gets the fleet account first and the card too; others never see the fleet account', () => {
    const fleet = { is_fleet_user: true, fleet_account_name: 'FleetCo' };
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe', customer: fleet })).toMatchObject({ choices: ['fleet', 'new-card'], defaultChoice: 'fleet', fleetMethodId: 3 });
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe', customer: { is_fleet_user: false } }).choices).toEqual(['new-card']);
  });

  it('H-26 a card on file of the processor is offered before a new card', () => {
    const customer = { stripe_brand: 'Visa', stripe_last4: '4242', square_last4: null };
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe', customer })).toMatchObject({ choices: ['saved-card', 'new-card'], savedCard: { brand: 'Visa', last4: '4242' } });
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'square', customer }).savedCard).toBeNull();
  });

  it('H-21 a zero total offers nothing: the plain confirm button', () => {
    expect(planPayment({ totalCents: 0, methods: METHODS, processor: 'stripe', customer: { is_fleet_user: true } })).toMatchObject({ free: true, choices: [], defaultChoice: null });
  });

  it('H-18 H-22 H-23 a provider that takes cards requires a payment method (cardRequired); one that takes none does not', () => {
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe' }).cardRequired).toBe(true);
    expect(planPayment({ totalCents: 100, methods: undefined, processor: 'square' }).cardRequired).toBe(true);
    expect(planPayment({ totalCents: 100, methods: METHODS, processor: null }).cardRequired).toBe(false);
  });

  it('H-18 H-19 H-21 paymentSettlement: the chosen method, free for a zero total, none while no method is available', () => {
    const stripe = planPayment({ totalCents: 100, methods: METHODS, processor: 'stripe', customer: { is_fleet_user: true } });
    expect(paymentSettlement(stripe, 'new-card')).toEqual({ kind: 'method', paymentMethodId: 1 });
    expect(paymentSettlement(stripe, 'fleet')).toEqual({ kind: 'method', paymentMethodId: 3 });
    expect(paymentSettlement(stripe, null)).toBeNull();
    expect(paymentSettlement(planPayment({ totalCents: 100, methods: undefined, processor: 'stripe' }), null)).toBeNull(); // not loaded / failed
    expect(paymentSettlement(planPayment({ totalCents: 0, methods: undefined, processor: 'stripe' }), null)).toEqual({ kind: 'free' });
    expect(paymentMethodIdOf({ kind: 'method', paymentMethodId: 3 })).toBe(3);
    expect(paymentMethodIdOf({ kind: 'free' })).toBeNull();
    expect(paymentMethodIdOf(null)).toBeNull();
  });

  it('inactive methods are ignored', () => {
    expect(planPayment({ totalCents: 100, methods: [{ ...METHODS[0]!, is_active: false }], processor: 'stripe' }).processor).toBeNull();
  });
});

describe('card-form adapters', () => {
  it('the real form only with its keys; else the offline test form in mock builds; else none', () => {
    expect(hasRealKeys('stripe', { stripePublishableKey: 'pk_test_1' })).toBe(true);
    expect(hasRealKeys('square', { squareApplicationId: 'sq0idp', squareLocationId: null })).toBe(false);
    expect(chooseAdapter('stripe', { stripePublishableKey: 'pk_test_1' }, true)).toBe('stripe');
    expect(chooseAdapter('square', { squareApplicationId: 'a', squareLocationId: 'l' }, false)).toBe('square');
    expect(chooseAdapter('stripe', {}, true)).toBe('offline');
    expect(chooseAdapter('stripe', {}, false)).toBeNull();
    expect(cardFormKeys({ stripe_publishable_key: 'pk', square_application_id: null })).toEqual({ stripePublishableKey: 'pk', squareApplicationId: null, squareLocationId: null });
  });

  it('test cards: 4242… is accepted, 4000…0002 gives the token the mock declines; fields are checked', () => {
    const today = new Date('2025-03-10T14:00:00Z');
    expect(tokenizeTestCard('stripe', { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, today)).toEqual({ ok: true, token: { stripe_token: 'tok_offline_visa' } });
    expect(tokenizeTestCard('square', { number: '4000-0000-0000-0002', expiry: '3/25', cvc: '1234' }, today)).toEqual({ ok: true, token: { square_token: 'cnon:offline-chargeDeclined' } });
    expect(testCardToken('stripe', 'declined').stripe_token).toMatch(/Declined/);
    const bad = tokenizeTestCard('stripe', { number: '4111 1111 1111 1111', expiry: '02/25', cvc: '1' }, today);
    expect(bad).toEqual({
      ok: false,
      errors: { number: 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.', expiry: 'This card has expired.', cvc: 'Enter the 3 or 4 digit security code.' },
    });
    expect(tokenizeTestCard('stripe', { number: '', expiry: '13/30', cvc: '123' }, today)).toMatchObject({ errors: { number: 'Enter a card number.', expiry: 'Enter the expiry as MM/YY.' } });
  });

  it('the offline form is labelled as a test card form and hands over a test token', async () => {
    const onToken = vi.fn();
    render(<OfflineCardForm processor="square" keys={{}} texts={cardFormTexts(flowText)} confirm={{ label: 'Confirm Appointment', inactive: false, processing: false }} onToken={onToken} onTokenizeError={vi.fn()} />);
    const form = screen.getByRole('group', { name: 'Test card (offline)' });
    expect(form).toHaveTextContent('no real card is charged');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm Appointment' }));
    expect(within(form).getByText('Enter a card number.')).toBeInTheDocument();
    expect(onToken).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(within(form).getByLabelText('CVC'), '321');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm Appointment' }));
    expect(onToken).toHaveBeenCalledWith({ square_token: 'cnon:offline-visa' });
  }, 20_000);
});

function section({ phone = null, ...props }: Partial<PaymentSectionProps> & { phone?: string | null } = {}) {
  const onConfirm = vi.fn();
  const onChoose = vi.fn();
  render(
    <PaymentSection
      free={false}
      choices={['saved-card', 'new-card']}
      choice="saved-card"
      onChoose={onChoose}
      savedCard={{ brand: 'Visa', last4: '4242' }}
      processor="stripe"
      adapter="offline"
      keys={{}}
      cardHoldText={['Your card is only held, not charged, until your appointment is complete.']}
      cardError={null}
      declines={0}
      submitLabel="Confirm Appointment"
      inactive={false}
      processing={false}
      onConfirm={onConfirm}
      onTokenizeError={vi.fn()}
      text={flowText}
      texts={paymentSectionTexts(reviewText, phone)}
      {...props}
    />,
  );
  return { onConfirm, onChoose };
}

describe('PaymentSection states', () => {
  it('H-24 the hold is explained whenever a card is used; the saved card confirms with the plain button', async () => {
    const { onConfirm, onChoose } = section();
    expect(screen.getByText(/only held, not charged/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
    await userEvent.click(screen.getByLabelText('Pay with a new card'));
    expect(onChoose).toHaveBeenCalledWith('new-card');
  });

  it('H-22 a new card loads the adapter lazily', async () => {
    section({ choice: 'new-card' });
    expect(await screen.findByRole('group', { name: 'Test card (offline)' })).toBeInTheDocument();
  });

  it('H-34 issue 26 an invalid card is said under Confirm, announced, focused and describing Confirm', async () => {
    section({ choice: 'new-card', cardError: 'There was an error with your card. Please try again.', declines: 1 });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error with your card. Please try again.');
    expect(alert).toHaveFocus();
    const form = await screen.findByRole('group', { name: 'Test card (offline)' });
    const confirm = within(form).getByRole('button', { name: 'Confirm Appointment' });
    expect(confirm.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(confirm).toHaveAccessibleDescription('There was an error with your card. Please try again.');
  });

  it('H-04 issue 26 a blocker shown on press: Confirm of the card form looks active, a press tokenizes no card and only reports the refusal; pressed, the reason is an alert with the focus', async () => {
    const onBlocked = vi.fn();
    const { onConfirm } = section({ choice: 'new-card', held: true, onBlocked });
    const form = await screen.findByRole('group', { name: 'Test card (offline)' });
    const confirm = within(form).getByRole('button', { name: 'Confirm Appointment' });
    expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(confirm);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    cleanup();
    section({ choice: 'saved-card', held: true, reason: 'Please agree to receive text messages about your appointment.', describedBy: 'why', reasonPresses: 1 });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please agree to receive text messages about your appointment.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm Appointment' })).toHaveAccessibleDescription('Please agree to receive text messages about your appointment.');
  });

  it('H-30 issue 26 a submit that failed on the way is said under Confirm, focused and describing it', () => {
    section({ problem: 'We could not reach our booking system. Please try again.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm Appointment' })).toHaveAccessibleDescription('We could not reach our booking system. Please try again.');
  });

  it('H-34 before any refusal the card error takes no focus', () => {
    section({ choice: 'new-card', cardError: 'There was an error with your card. Please try again.', declines: 0 });
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('no adapter (production without keys): card payment is unavailable, said plainly', () => {
    section({ choice: 'new-card', adapter: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Card payment is not available right now.');
  });

  it('H-18 the payment methods failed to load: said with the phone and Try again (a button that retries)', async () => {
    const onRetry = vi.fn();
    section({ choices: [], choice: null, savedCard: null, loadError: new Error('offline'), onRetry, cardRequired: true, phone: '(555) 010-0100', inactive: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we could not load the payment options. Please try again, or call us at (555) 010-0100 to book.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Card payment is not available right now.', { exact: false })).toBeNull();
  });

  it('H-18 loaded, the provider takes cards, nothing offered: card payment is unavailable, said with the phone', () => {
    section({ choices: [], choice: null, savedCard: null, cardRequired: true, phone: '(555) 010-0100', inactive: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Card payment is not available right now. Please call us at (555) 010-0100 to book.');
    cleanup();
    section({ choices: [], choice: null, savedCard: null, cardRequired: true, loading: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment options…');
  });

  it('H-19 the fleet account needs no card: no hold text', () => {
    section({ choices: ['fleet', 'new-card'], choice: 'fleet', fleetAccountName: 'FleetCo Logistics' });
    expect(screen.getByLabelText('Bill my fleet account (FleetCo Logistics)')).toBeChecked();
    expect(screen.queryByText(/only held/)).not.toBeInTheDocument();
  });

  it('H-27 processing: the button says so, is busy and ignores presses; a blocked press reports itself', async () => {
    const onBlocked = vi.fn();
    const { onConfirm } = section({ processing: true, onBlocked });
    const busy = screen.getByRole('button', { name: 'Processing…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
    cleanup();
    section({ inactive: true, reason: 'Please agree to receive text messages about your appointment.', describedBy: 'why', onBlocked });
    const button = screen.getByRole('button', { name: 'Confirm Appointment' });
    expect(button).toHaveAccessibleDescription('Please agree to receive text messages about your appointment.');
    await userEvent.click(button);
    expect(onBlocked).toHaveBeenCalled();
  });
});
