import type { Story } from '@ladle/react';
import type { RJSFSchema } from '@rjsf/utils';
import { storyProps } from '../contract/story-props';
import FormWidget, { type FormOptions } from './form';
import contactSchema from './samples/contact.schema.json';
import { flowStoryText } from '../shared/flow-story-text';

const texts = {
  'please-wait': flowStoryText()('please-wait'),
  continue: flowStoryText()('continue'),
  'first-required': 'Please enter your first name.',
  'email-invalid': 'Please enter a valid email address.',
  'email-required': 'Please enter your email.',
  'phone-invalid': 'Please enter your mobile phone as 10 digits.',
  save: 'Save details',
};
const options: FormOptions = {
  schema: contactSchema as RJSFSchema,
  submitLabel: 'save',
  errorMessages: {
    '/first_name': { required: 'first-required', minLength: 'first-required' },
    '/email': { required: 'email-required', format: 'email-invalid' },
    '/phone': { pattern: 'phone-invalid' },
  },
};
const filled = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5550100100' };

export const Empty: Story = () => <FormWidget {...storyProps('form', options, texts)} />;
export const Filled: Story = () => <FormWidget {...storyProps('form', options, texts, { formData: filled })} />;
export const Errors: Story = () => (
  <FormWidget {...storyProps('form', { ...options, validateOnMount: true }, texts, { formData: { email: 'ada@', phone: '123' } })} />
);
export const Loading: Story = () => <FormWidget {...storyProps('form', options, texts, { formData: filled, busy: true })} />;
