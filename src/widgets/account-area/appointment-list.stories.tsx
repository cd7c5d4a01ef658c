import type { Story } from '@ladle/react';
import { cardTexts } from './account-area-view';
import { sampleAccountTexts, sampleCard } from './appointment-samples';
import { AppointmentList, type AppointmentListProps } from './appointment-list';

/** One appointment list (Upcoming, Suggested or Past) and its cards, on their own. */
const card = sampleCard;

const base: AppointmentListProps = {
  title: 'Upcoming Services',
  cards: [],
  emptyText: 'You have no upcoming services.',
  capped: true,
  texts: { card: cardTexts(sampleAccountTexts), showAll: 'Show All', showLess: 'Show Less' },
  onAction: (id, action) => console.info('action', id, action),
};

export const Empty: Story = () => <AppointmentList {...base} />;

/** Every kind of card: today with Check In, a plain one, one without a date, one being serviced now (K-21). */
export const Filled: Story = () => (
  <AppointmentList
    {...base}
    cards={[
      card(5007, { date: 'Tuesday, March 10, 2026', actions: [{ action: 'Check In', kind: 'link', href: '/checkin/1001/5007', external: false }, { action: 'Cancel Service', kind: 'button' }] }),
      card(5001),
      card(5006, { date: null, time: null, actions: [{ action: 'Check Dates Again', kind: 'button' }] }),
      card(5008, { status: 'In Service Today', actions: [{ action: 'Service Report', kind: 'link', href: 'https://reports.example/5008', external: true }] }),
    ]}
  />
);

/** K-08: more than 12 cards show 12 and Show All. */
export const Capped: Story = () => <AppointmentList {...base} title="Past Services" cards={Array.from({ length: 14 }, (_, i) => card(6000 + i, { status: 'Finished', actions: [] }))} />;

/** A card whose button action is running (Reschedule pressed: its buttons wait). */
export const Loading: Story = () => <AppointmentList {...base} cards={[card(5001)]} busyId={5001} />;
