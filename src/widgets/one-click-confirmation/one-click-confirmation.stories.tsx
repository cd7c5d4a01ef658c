import type { Story } from '@ladle/react';
import { OneClickConfirmationView, type OneClickAppointment } from './one-click-confirmation-view';

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

const texts = { account: 'Go to your account' };

/** Proactive: the suggested date confirmed, 9:00 AM – 5:00 PM (I-16). */
export const Filled: Story = () => (
  <OneClickConfirmationView
    status="ready"
    title="Your appointment is confirmed"
    message="Your new date is saved. Here are the details of your appointment."
    appointment={home}
    accountLabel={texts.account}
  />
);

/** Reschedule at a workplace in another time zone. */
export const FilledWorkplace: Story = () => (
  <OneClickConfirmationView
    status="ready"
    title="Your appointment has been rescheduled"
    message="Your new date is saved. Here are the details of your appointment."
    appointment={workplace}
    accountLabel={texts.account}
  />
);

export const Loading: Story = () => (
  <OneClickConfirmationView status="loading" title="Appointment Confirmation" message="Loading your appointment…" appointment={null} accountLabel={texts.account} />
);

export const Error: Story = () => (
  <OneClickConfirmationView
    status="error"
    title="Appointment Confirmation"
    message="Sorry, we could not load your appointment. Your appointments are listed in your account."
    appointment={null}
    accountLabel={texts.account}
  />
);

/** Opened without a confirmation in this tab. */
export const Empty: Story = () => (
  <OneClickConfirmationView
    status="empty"
    title="Appointment Confirmation"
    message="There is no confirmed appointment to show here. Your appointments are listed in your account."
    appointment={null}
    accountLabel={texts.account}
  />
);
