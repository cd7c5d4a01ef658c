import type { Story } from '@ladle/react';
import { storyProps } from '../contract/story-props';
import Message from './message';

const texts = { m: 'Our technician will call you 30 minutes before arrival.', empty: '' };

export const Plain: Story = () => <Message {...storyProps('message', { message: 'm' }, texts)} />;
export const Info: Story = () => <Message {...storyProps('message', { message: 'm', tone: 'info' as const }, texts)} />;
export const Warning: Story = () => <Message {...storyProps('message', { message: 'm', tone: 'warning' as const }, texts)} />;
export const Empty: Story = () => <Message {...storyProps('message', { message: 'empty' }, texts)} />;
