import type { Story } from '@ladle/react';
import type { LastBooking } from '../../booking/booking-state';
import '../checkout-shared/checkout.css';
import { BookingFinishedView, type FinishedTexts } from './booking-finished-view';
import { flowStoryText } from '../shared/flow-story-text';
import { finishedTexts } from './finished-texts';

const text = flowStoryText('finished');
const STEPS = [text('finished-step-email'), text('finished-step-reminder'), 'Questions or changes? Call or text us at (555) 010-0100.'];
const TEXTS: FinishedTexts = finishedTexts(text);
const HOME: LastBooking = {
  scheduledWorkId: 9001,
  customer: { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '(555) 555-0101' },
  place: { kind: 'home', address: '12 Elm Street, Springfield, VA 22150' },
  date: '2025-03-18',
  arrival: '09:00',
  departure: '11:00',
  timeZone: 'America/New_York',
  vehicle: '2019 Toyota Camry',
  services: [
    { name: 'Oil Change', quantity: 1, cents: 10000 },
    { name: 'Tire Rotation', quantity: 1, cents: 4800 },
  ],
  costs: [
    { id: 'subtotal', label: 'Subtotal', cents: 14800 },
    { id: 'coupon', label: 'Coupon', cents: -500, detail: 'SHARE5' },
    { id: 'sales_tax', label: 'Sales Tax', cents: 858 },
  ],
  totalCents: 15158,
  pricesHidden: false,
};
const props = { steps: STEPS, noDateText: text('date-not-set'), onBookAnother: () => console.info('bookAnother'), busy: false, showQuantity: true, texts: TEXTS };

export const AtHome: Story = () => <BookingFinishedView {...props} booking={HOME} homeUrl="https://demo-autocare.example" />;
export const AtWorkNoHomeButton: Story = () => (
  <BookingFinishedView
    {...props}
    homeUrl={null}
    booking={{ ...HOME, place: { kind: 'workplace', locationName: 'Acme Corp Headquarters', keyoskName: 'Lobby Keyosk', parkingName: 'Lot A (North)' } }}
  />
);
export const AtShopWaitlist: Story = () => (
  <BookingFinishedView
    {...props}
    homeUrl={null}
    booking={{ ...HOME, date: null, arrival: null, departure: null, place: { kind: 'shop', locationName: 'Demo Auto Shop - Springfield', address: '300 Commerce Street, Springfield, VA 22150' } }}
  />
);
/** The `homeButton` part hidden and the `quantity` part hidden (a service booked twice reads without "× 2"). */
export const QuantityHidden: Story = () => (
  <BookingFinishedView {...props} showQuantity={false} homeUrl={null} booking={{ ...HOME, services: [{ name: 'Wiper Blades', quantity: 2, cents: 9000 }] }} />
);
export const HiddenPrices: Story = () => <BookingFinishedView {...props} homeUrl={null} booking={{ ...HOME, pricesHidden: true }} />;
export const NoSummary: Story = () => <BookingFinishedView {...props} homeUrl="https://demo-autocare.example" booking={null} />;
