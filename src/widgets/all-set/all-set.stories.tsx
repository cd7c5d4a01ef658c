import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import AllSet, { AllSetView } from './all-set';
import { flowStoryText } from '../shared/flow-story-text';

const text = flowStoryText('save');
const texts = Object.fromEntries(['all-set-body', 'all-set-chat', 'all-set-label', 'all-set-mail-subject', 'all-set-mail-subject-plain'].map((k) => [k, text(k)]));
const view = { body: text('all-set-body'), chatLabel: text('all-set-chat'), label: text('all-set-label') };

export const Filled: Story = () => (
  <AllSet {...storyProps('allSet', {}, texts, { content: { customer_facing_name: 'Demo Auto Care', customer_facing_email: 'hello@demo-autocare.example', customer_facing_phone: '(555) 010-0100' } })} />
);
export const PhoneOnly: Story = () => <AllSetView {...view} subject={text('all-set-mail-subject', { name: 'Acme' })} email={null} phone="(555) 020-0200" />;
export const Empty: Story = () => <AllSetView {...view} subject={text('all-set-mail-subject-plain')} email={null} phone={null} />;
