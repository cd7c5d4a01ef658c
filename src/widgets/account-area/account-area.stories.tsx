import type { Story } from '@ladle/react';
import { AccountAreaView, type AccountAreaViewProps } from './account-area-view';
import { sampleAccountTexts, sampleCard } from './appointment-samples';
import { PaymentCard, paymentCardTexts } from './payment-card';

/** The account texts as the flow writes them (step account-home over the flow's). */
const texts = sampleAccountTexts;

const card = sampleCard;

const log = (what: string) => (...args: unknown[]) => console.info(what, ...args);

const base: AccountAreaViewProps = {
  texts,
  status: 'ready',
  upcoming: [],
  suggested: [],
  past: [],
  referral: false,
  book: { vehicles: [], onBookVehicle: log('bookVehicle'), onAddVehicle: log('addVehicle'), onBookService: log('bookService') },
  myAccount: { fleet: null, payment: null },
  places: { places: [] },
  onAction: log('action'),
};

/** A new customer of the default provider: nothing booked, the FIRST15 blurb (K-19). */
export const Empty: Story = () => <AccountAreaView {...base} referral />;

/** The demo customer: every list, vehicles, a fleet card and places. */
export const Filled: Story = () => (
  <AccountAreaView
    {...base}
    upcoming={[
      card(5007, {
        vehicle: '2018 Honda Civic',
        date: 'Tuesday, March 10, 2026',
        time: '2:00 PM – 3:00 PM EDT',
        actions: [
          { action: 'Check In', kind: 'link', href: '/checkin/1001/5007', external: false },
          { action: 'Reschedule', kind: 'button' },
          { action: 'Cancel Service', kind: 'button' },
        ],
      }),
      card(5001, {}),
      card(5006, { vehicle: '2018 Honda Civic', date: null, time: null, actions: [{ action: 'Check Dates Again', kind: 'button' }, { action: 'Cancel Service', kind: 'button' }] }),
    ]}
    suggested={[
      card(5003, {
        status: 'Suggested',
        date: 'Friday, March 20, 2026',
        time: null,
        services: ['Brake Pads'],
        actions: [
          { action: 'Confirm This Date', kind: 'link', href: '/proactive-scheduling/1001/5003/2026-03-20', external: false },
          { action: 'Choose Different Date', kind: 'link', href: '/proactive-scheduling/1001/5003', external: false },
          { action: 'Cancel Service', kind: 'button' },
        ],
      }),
    ]}
    past={Array.from({ length: 14 }, (_, i) =>
      card(6000 + i, { status: 'Finished', date: `Monday, January ${i + 1}, 2026`, actions: [{ action: 'Receipt', kind: 'link', href: `/receipt/1001/${6000 + i}`, external: false }] }),
    )}
    book={{ ...base.book, vehicles: [{ id: 3002, label: 'Silver 2018 Honda Civic' }, { id: 3001, label: 'Blue 2019 Toyota Camry' }] }}
    myAccount={{ fleet: { title: texts['fleet-title'], text: texts['fleet-text'], accountName: 'FleetCo Logistics' }, payment: null }}
    places={{ places: [{ id: 4001, name: 'Home', address: '12 Elm Street, Springfield, VA 22150', primary: true }, { id: 4002, name: "Mom's House", address: '48 Oak Avenue, Arlington, VA 22201', primary: false }] }}
  />
);

/** GET /customer-info failed (K-03: the widget is on its way to /login). */
export const Error: Story = () => <AccountAreaView {...base} status="error" />;

/** GET /customer-info failed without an answer (K-03: not a session end): the failure's text and Try again. */
export const Unreachable: Story = () => (
  <AccountAreaView {...base} status="unreachable" unreachable={{ text: texts['connection-error'], onRetry: () => undefined }} />
);

/** GET /customer-info on its way. */
export const Loading: Story = () => <AccountAreaView {...base} status="loading" />;

/** A provider that skips vehicles (the flow hides the vehicleChoices part): one Book Service card (K-11). */
export const SkippingVehicles: Story = () => <AccountAreaView {...base} book={{ ...base.book, vehicles: null }} />;

/** K-14, K-15: the payment card of a provider with a card processor (the paymentCard part shown), a Visa on file. */
export const WithPaymentCard: Story = () => (
  <AccountAreaView
    {...base}
    myAccount={{
      fleet: null,
      payment: (
        <PaymentCard
          texts={paymentCardTexts(texts)}
          processor="stripe"
          adapter="offline"
          keys={{}}
          card={{ brand: 'Visa', last4: '4242' }}
          result={null}
          updating={false}
          onToken={log('token')}
        />
      ),
    }}
  />
);

/** A provider without a card processor (the paymentCard part hidden): My Account has no payment card (K-14). */
export const PaymentCardHidden: Story = () => <AccountAreaView {...base} myAccount={{ fleet: null, payment: null }} />;
