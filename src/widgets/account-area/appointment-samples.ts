import { flowStoryText } from '../shared/flow-story-text';
import { accountTexts, type AccountTexts } from './account-messages';
import type { AppointmentCardModel } from './appointment-card-model';

/** The account texts as the flow writes them (step account-home over the flow's), for stories; a 24-hour cut-off in the reminder. */
export const sampleAccountTexts: AccountTexts = accountTexts((k) => flowStoryText('account-home')(k).replace('{config.cancellation_cut_off_hours}', '24'));

/** An appointment card as the demo customer's would read, for stories (override any field). */
export const sampleCard = (id: number, over: Partial<AppointmentCardModel> = {}): AppointmentCardModel => ({
  id,
  vehicle: '2019 Toyota Camry',
  date: 'Saturday, March 14, 2026',
  time: '9:00 AM – 11:00 AM EDT',
  place: '12 Elm Street, Springfield, VA 22150',
  services: ['Oil Change', 'Tire Rotation'],
  status: 'Scheduled',
  actions: [{ action: 'Reschedule', kind: 'button' }, { action: 'Cancel Service', kind: 'button' }],
  ...over,
});
