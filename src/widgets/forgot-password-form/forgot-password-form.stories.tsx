import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { loggedSubmission, useStoryInputs } from '../shared/sign-in-story-state';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password-form-view';

const texts = { email: 'Email', submit: 'Send Reset Link', busy: 'Sending...', back: 'Back to Log In' };

function Form({ email, error = null, outcome = null, busy }: Partial<Pick<ForgotPasswordViewProps, 'error' | 'outcome'>> & { email?: string; busy?: boolean }) {
  const inputs = useStoryInputs({ email });
  return (
    <MemoryRouter>
      <ForgotPasswordView texts={texts} {...inputs} error={error} outcome={outcome} submission={loggedSubmission(busy)} />
    </MemoryRouter>
  );
}
export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form email="demo@example.com" outcome={{ ok: true, message: 'A link to reset your password has been sent to your e-mail.' }} />;
export const Error: Story = () => <Form email="nobody@example.com" outcome={{ ok: false, message: 'We could not find an account with that e-mail address.' }} />;
export const Loading: Story = () => <Form email="demo@example.com" busy />;
export const Required: Story = () => <Form error="Required" />;
