import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import { flowStoryText } from '../shared/flow-story-text';
import PrivacyPolicy from './privacy-policy';
import { PRIVACY_POLICY_MESSAGES, policyText } from './privacy-policy-text';
import { PrivacyPolicyView } from './privacy-policy-view';

/** The step's texts as the flow writes them. */
const text = flowStoryText('privacy-policy');
const texts = Object.fromEntries(PRIVACY_POLICY_MESSAGES.map((k) => [k, text(k)]));

const demoContent = {
  customer_facing_name: 'Demo Mobile Auto Care',
  customer_facing_address: '100 Main Street, Springfield, VA 22150',
  customer_facing_email: 'hello@demo-autocare.example',
  customer_facing_phone: '(555) 010-0100',
};

export const Filled: Story = () => <PrivacyPolicy {...storyProps('privacyPolicy', {}, texts, { content: demoContent })} />;
Filled.storyName = 'L-56 L-57 L-58 the policy with the full contact';

const noAddress = { customer_facing_name: 'Diag Direct Diagnostics', customer_facing_email: 'help@diag-direct.example' };
export const EmailOnly: Story = () => <PrivacyPolicy {...storyProps('privacyPolicy', {}, texts, { content: noAddress })} />;
EmailOnly.storyName = 'L-56 a provider without a mailing address: e-mail only';

const unnamed = policyText(text, null);
export const NoContact: Story = () => (
  <PrivacyPolicyView
    updated={unnamed.updated}
    intro={unnamed.intro}
    sections={unnamed.sections}
    contact={{ name: null, address: null, email: null, phone: null }}
    contactTexts={unnamed.contact}
  />
);
NoContact.storyName = 'L-56 no name or contact details configured';
