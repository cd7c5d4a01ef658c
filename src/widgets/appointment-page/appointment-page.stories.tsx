import type { Story } from '@ladle/react';
import { AppointmentPageView, type AppointmentPageState } from './appointment-page-view';
import { sampleModel, sampleTexts } from './appointment-samples';
import type { PaymentPanelProps } from './payment-panel';

/**
 * The appointment page's states (L-36..L-54) from plain props. The card form is the offline test adapter (the
 * real Stripe and Square forms need keys and the network).
 */
type Ready = Extract<AppointmentPageState, { kind: 'ready' }>;

const payment = (over: Partial<Omit<PaymentPanelProps, 'texts'>> = {}): NonNullable<Ready['payment']> => ({
  state: 'due',
  dueCents: 12715,
  processor: 'stripe',
  adapter: 'offline',
  keys: {},
  card: { brand: 'Visa', last4: '4242' },
  outcome: null,
  chargesNow: false,
  saving: false,
  formOpen: false,
  onOpenForm: () => console.info('open card form'),
  onToken: (t) => console.info('token', t),
  ...over,
});

const actions: Ready['actions'] = { rescheduling: false, onReschedule: () => console.info('reschedule'), onCancel: () => console.info('cancel') };

const ready = (over: Partial<Ready> = {}): Ready => ({ kind: 'ready', model: sampleModel(), payment: payment(), tip: null, actions, ...over });

const Page = ({ state }: { state: AppointmentPageState }) => (
  <AppointmentPageView texts={sampleTexts} state={state} phone={{ shown: '(555) 010-0100', dial: '+15550100100' }} />
);

/** Scheduled, unpaid, a Visa on file: amount due, Update Payment, Reschedule and Cancel Service (L-37, L-38); no tip (the flow's tip part hidden). */
export const UnpaidWithCard: Story = () => <Page state={ready()} />;

/** A provider without a card processor (the flow's `processor` option null): the amount due, no card UI. */
export const NoCardProcessor: Story = () => <Page state={ready({ payment: payment({ processor: null, adapter: null, card: null }) })} />;

/** The card form open: `Update Payment` (L-45). */
export const CardFormOpen: Story = () => <Page state={ready({ payment: payment({ formOpen: true }) })} />;

/** The update is running: `Updating...` (L-45). */
export const Saving: Story = () => <Page state={ready({ payment: payment({ formOpen: true, saving: true }) })} />;

/** The green panel (L-47). */
export const CardUpdated: Story = () => <Page state={ready({ payment: payment({ outcome: 'updated' }) })} />;

/** A refused card: the red panel and "Invalid Credit Card..." on the button (L-48, L-49). */
export const CardError: Story = () => <Page state={ready({ payment: payment({ formOpen: true, outcome: 'hold-failed' }) })} />;

/** No card on file yet: the form is open to add one. */
export const Empty: Story = () => <Page state={ready({ payment: payment({ card: null, formOpen: true }) })} />;

/** Paid in full (L-39): no card form, no tip. */
export const Paid: Story = () => (
  <Page state={ready({ model: sampleModel({ status: 'Finished', paid: true, paidCents: 12715, dueCents: 0, offersChanges: false }), payment: payment({ state: 'paid' }), actions: null })} />
);

/** Finished and unpaid: the card pays what is due now, so the page does not say it is only held (H-24, issue 26). */
export const FinishedCardDue: Story = () => (
  <Page state={ready({ model: sampleModel({ status: 'Finished', offersChanges: false }), payment: payment({ chargesNow: true }), actions: null })} />
);

/** Nothing to pay: total plus tip is 0 (L-40). */
export const NothingToPay: Story = () => (
  <Page
    state={ready({
      model: sampleModel({ paymentNeeded: false, paid: true, totalCents: 0, dueCents: 0, priceLines: [{ id: 'subtotal', label: 'Subtotal', cents: 0 }] }),
      payment: payment({ state: 'nothing' }),
    })}
  />
);

/** A finished, unpaid appointment of a provider holding cards for tips: the tip entry (L-41..L-43). */
export const Filled: Story = () => (
  <Page
    state={ready({
      model: sampleModel({ status: 'Finished', offersChanges: false, tipEditable: true }),
      actions: null,
      tip: {
        currentCents: 0,
        options: [10, 15, 20].map((percent) => ({ percent, cents: Math.round((11995 * percent) / 100) })),
        value: '18.00',
        error: null,
        saving: false,
        onChange: (v) => console.info('tip', v),
        onSave: () => console.info('save tip'),
      },
    })}
  />
);

/** Cancelled (L-53): the status reads Cancelled; no payment, reschedule or cancel. */
export const Cancelled: Story = () => <Page state={ready({ model: sampleModel({ status: 'Cancelled', cancelled: true, offersChanges: false }), payment: null, actions: null })} />;

/** "Token is expired." (L-50). */
export const ExpiredToken: Story = () => <Page state={{ kind: 'expired', panel: { sending: false, sent: false, error: null, onResend: () => console.info('resend') } }} />;

/** A new link is on its way (L-51). */
export const ResendSent: Story = () => <Page state={{ kind: 'expired', panel: { sending: false, sent: true, error: null, onResend: () => undefined } }} />;

/** Another failure: the server's message (L-52). */
export const Error: Story = () => <Page state={{ kind: 'error', message: 'Invalid URL', onRetry: null }} />;

/** Loading the appointment (L-36). */
export const Loading: Story = () => <Page state={{ kind: 'loading' }} />;
