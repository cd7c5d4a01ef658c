import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import AllSet, { AllSetView } from './all-set';

const texts = {
  'all-set-body': "Your account is ready. When you want to book a service, we're here to help.",
  'all-set-chat': 'Chat with us',
};

export const Filled: Story = () => (
  <AllSet {...storyProps('allSet', {}, texts, { config: { customer_facing_name: 'Demo Auto Care', customer_facing_email: 'hello@demo-autocare.example', customer_facing_phone: '(555) 010-0100' } })} />
);
export const PhoneOnly: Story = () => <AllSetView body={texts['all-set-body']} chatLabel="Chat with us" providerName="Acme" email={null} phone="(555) 020-0200" />;
export const Empty: Story = () => <AllSetView body={texts['all-set-body']} chatLabel="Chat with us" providerName={null} email={null} phone={null} />;
