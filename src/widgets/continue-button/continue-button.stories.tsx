import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import ContinueButton from './continue-button';

export const Ready: Story = () => <ContinueButton {...storyProps('continueButton', {})} />;
export const Blocked: Story = () => (
  <ContinueButton {...storyProps('continueButton', {}, {}, { continueBlocked: true, blockerMessage: 'Please choose a location' })} />
);
export const Loading: Story = () => <ContinueButton {...storyProps('continueButton', {}, {}, { busy: true })} />;
export const CustomLabel: Story = () => <ContinueButton {...storyProps('continueButton', { label: 'next' }, { next: 'Next: Schedule' })} />;
