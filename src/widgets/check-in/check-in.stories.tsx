import type { Story } from '@ladle/react';
import type { CheckInAvailability } from '../../domain/check-in';
import type { CheckInAppointment } from '../check-in-shared/check-in-appointment';
import { CheckInPanel } from '../check-in-shared/check-in-panel';
import { checkInTexts } from '../check-in-shared/check-in-texts';
import { flowStoryText } from '../shared/flow-story-text';
import type { CheckInPhase } from '../check-in-shared/use-check-in-action';
import { LinkedWorkStatus } from '../work-lines/linked-work-status';

const texts = checkInTexts(flowStoryText());

/** Demo appointment 5007: today at 2 PM at Mom's House. */
const appointment: CheckInAppointment = {
  date: '2026-03-10',
  start: '14:00',
  end: '15:00',
  timeZone: 'America/New_York',
  place: { kind: 'home', name: '48 Oak Avenue, Arlington, VA 22201' },
  vehicle: '2018 Honda Civic',
};

const panel = (availability: CheckInAvailability, phase: CheckInPhase = { kind: 'idle' }) => (
  <CheckInPanel appointment={appointment} availability={availability} phase={phase} texts={texts} onCheckIn={() => console.info('check in')} />
);

/** The work is being loaded (M-32). */
export const Loading: Story = () => <LinkedWorkStatus status="loading" message={texts.loading} accountLabel={texts.account} />;

/** L-02: the link names no work of ours ("Invalid URL"). */
export const Empty: Story = () => <LinkedWorkStatus status="error" message={texts.invalid} accountLabel={texts.account} />;

/** L-03, L-05: scheduled today — the appointment and Check In. */
export const Filled: Story = () => panel('checkable');

/** L-05: the call is running. */
export const Processing: Story = () => panel('checkable', { kind: 'processing' });

/** L-05: the server refused — its message, and Check In to try again. */
export const Error: Story = () => panel('checkable', { kind: 'failed', message: 'This appointment cannot be checked in.' });

/** L-05: checked in just now. */
export const CheckedIn: Story = () => panel('checkable', { kind: 'done' });

/** L-04: KEYS_AVAILABLE or FINISHED — already checked in. */
export const AlreadyCheckedIn: Story = () => panel('checkedIn');

/** Another day: check-in opens on the day. */
export const NotToday: Story = () => panel('future');

/** A cancelled appointment. */
export const Cancelled: Story = () => panel('cancelled');
