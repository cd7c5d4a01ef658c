import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import Heading from './heading';

const texts = { title: 'Schedule Your Service', subtitle: 'Where do you want service?' };

export const Filled: Story = () => <Heading {...storyProps('heading', { title: 'title', subtitle: 'subtitle' }, texts)} />;
export const TitleOnly: Story = () => <Heading {...storyProps('heading', { title: 'title' }, texts)} />;
export const MissingMessage: Story = () => <Heading {...storyProps('heading', { title: 'nope' }, texts)} />;
