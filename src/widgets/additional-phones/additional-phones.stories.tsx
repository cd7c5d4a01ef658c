import type { Story } from '@ladle/react';
import { flowStoryText } from '../shared/flow-story-text';
import { AdditionalPhonesView, type AdditionalPhonesViewProps } from './additional-phones-view';
import { phonesTexts } from './phones-texts';

const text = flowStoryText('settings');

const base: AdditionalPhonesViewProps = {
  status: 'ready',
  appointments: [],
  onSave: (id, numbers) => console.info('save', id, numbers),
  onRetry: () => console.info('retry'),
  text,
  texts: phonesTexts(text),
};
const appointments = [
  { id: 5001, label: 'Friday, March 13, 2026 — 2019 Toyota Camry', numbers: ['5555550111', false] as const },
  { id: 5002, label: 'Tuesday, March 10, 2026 — 2018 Honda Civic', numbers: [] },
];

export const Empty: Story = () => <AdditionalPhonesView {...base} />;
export const Filled: Story = () => <AdditionalPhonesView {...base} appointments={appointments} />;
export const LoadError: Story = () => <AdditionalPhonesView {...base} status="error" />;
export const Loading: Story = () => <AdditionalPhonesView {...base} status="loading" />;
export const Saving: Story = () => <AdditionalPhonesView {...base} appointments={appointments} savingId={5001} />;
