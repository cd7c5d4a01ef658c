import type { Story } from '@ladle/react';
import { SignOutView } from './sign-out';

/** The only state a visitor may glimpse: the widget signs out and leaves at once. */
export const Loading: Story = () => <SignOutView text="Signing you out…" />;
