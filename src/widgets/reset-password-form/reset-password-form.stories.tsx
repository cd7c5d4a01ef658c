import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { loggedSubmission, useStoryInputs } from '../shared/sign-in-story-state';
import { ResetPasswordView, type ResetPasswordViewProps } from './reset-password-form-view';

const texts = { password: 'New password', confirm: 'Confirm new password', submit: 'Save Password', busy: 'Saving...', login: 'Log In' };

type FormProps = Partial<Pick<ResetPasswordViewProps, 'mismatch' | 'failure' | 'done'>> & { password?: string; confirmation?: string; busy?: boolean };

function Form({ password, confirmation, mismatch = null, failure = null, done = null, busy }: FormProps) {
  const inputs = useStoryInputs({ password, confirmation });
  return (
    <MemoryRouter>
      <ResetPasswordView texts={texts} {...inputs} mismatch={mismatch} failure={failure} done={done} submission={loggedSubmission(busy)} />
    </MemoryRouter>
  );
}
export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form password="new-secret" confirmation="new-secret" />;
export const Mismatch: Story = () => <Form password="new-secret" confirmation="other" mismatch="Error: your passwords don't match" />;
export const Error: Story = () => <Form password="new-secret" confirmation="new-secret" failure="This password reset link is invalid." />;
export const Loading: Story = () => <Form password="new-secret" confirmation="new-secret" busy />;
export const DoneWithoutToken: Story = () => <Form done="Your password has been reset. Please log in with your new password." />;
