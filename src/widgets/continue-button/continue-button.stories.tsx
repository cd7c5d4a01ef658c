import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import ContinueButton from './continue-button';
import { flowStoryText } from '../shared/flow-story-text';

const texts = { continue: flowStoryText()('continue'), 'please-wait': flowStoryText()('please-wait') };

export const Ready: Story = () => <ContinueButton {...storyProps('continueButton', {}, texts)} />;
export const Blocked: Story = () => (
  <ContinueButton {...storyProps('continueButton', {}, texts, { continueBlocked: true, blockerMessage: 'Please choose a location' })} />
);
export const Loading: Story = () => <ContinueButton {...storyProps('continueButton', {}, texts, { busy: true })} />;
export const CustomLabel: Story = () => <ContinueButton {...storyProps('continueButton', { label: 'next' }, { ...texts, next: 'Next: Schedule' })} />;
