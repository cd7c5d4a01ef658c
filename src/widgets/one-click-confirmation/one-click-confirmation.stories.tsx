import type { Story } from '@ladle/react';
import { summaryTexts } from '../checkout-shared/summary-texts';
import { flowStoryText } from '../shared/flow-story-text';
import { OneClickConfirmationView, type OneClickAppointment, type OneClickConfirmationViewProps } from './one-click-confirmation-view';

const home: OneClickAppointment = {
  date: '2026-03-18',
  arrival: '09:00',
  departure: '17:00',
  timeZone: 'America/New_York',
  place: { kind: 'home', address: '12 Elm Street, Springfield, VA 22150' },
  vehicle: '2019 Toyota Camry',
  services: [
    { name: 'Front Brake Pads', quantity: 1 },
    { name: 'Tire Rotation', quantity: 1 },
  ],
};

const workplace: OneClickAppointment = {
  ...home,
  timeZone: 'America/Chicago',
  place: { kind: 'workplace', locationName: 'Acme Corp Headquarters', keyoskName: 'Lobby', parkingName: 'Lot A' },
};

/** The screen as a story: the account link's label is the same in every state. */
const Screen = (props: Omit<OneClickConfirmationViewProps, 'accountLabel' | 'appointmentTitle' | 'summaryTexts'>) => (
  <OneClickConfirmationView accountLabel="Go to your account" appointmentTitle="Your appointment" summaryTexts={summaryTexts(flowStoryText())} {...props} />
);
const SAVED = 'Your new date is saved. Here are the details of your appointment.';
const FALLBACK_TITLE = 'Appointment Confirmation';

/** Proactive: the suggested date confirmed, 9:00 AM – 5:00 PM (I-16). */
export const Filled: Story = () => <Screen status="ready" title="Your appointment is confirmed" message={SAVED} appointment={home} />;

/** Reschedule at a workplace in another time zone. */
export const FilledWorkplace: Story = () => <Screen status="ready" title="Your appointment has been rescheduled" message={SAVED} appointment={workplace} />;

export const Loading: Story = () => <Screen status="loading" title={FALLBACK_TITLE} message="Loading your appointment…" appointment={null} />;

export const Error: Story = () => (
  <Screen status="error" title={FALLBACK_TITLE} message="Sorry, we could not load your appointment. Your appointments are listed in your account." appointment={null} />
);

/** Opened without a confirmation in this tab. */
export const Empty: Story = () => (
  <Screen status="empty" title={FALLBACK_TITLE} message="There is no confirmed appointment to show here. Your appointments are listed in your account." appointment={null} />
);
