import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import BookedBeforeLink from './booked-before-link';
import { flowStoryText } from '../shared/flow-story-text';

const texts = { 'booked-before': flowStoryText()('booked-before') };

export const Default: Story = () => <BookedBeforeLink {...storyProps('bookedBeforeLink', {}, texts)} />;
