import { useState } from 'react';
import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password-form-view';

const texts = { email: 'Email', submit: 'Send Reset Link', busy: 'Sending...', back: 'Back to Log In' };

function Form(props: Partial<Pick<ForgotPasswordViewProps, 'error' | 'busy' | 'outcome'>> & { email?: string }) {
  const [email, setEmail] = useState(props.email ?? '');
  return (
    <MemoryRouter>
      <ForgotPasswordView texts={texts} email={email} onEmail={setEmail} error={props.error ?? null} busy={props.busy ?? false} outcome={props.outcome ?? null} onSubmit={() => console.info('submit')} />
    </MemoryRouter>
  );
}

export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form email="demo@example.com" outcome={{ ok: true, message: 'A link to reset your password has been sent to your e-mail.' }} />;
export const Error: Story = () => <Form email="nobody@example.com" outcome={{ ok: false, message: 'We could not find an account with that e-mail address.' }} />;
export const Loading: Story = () => <Form email="demo@example.com" busy />;
export const Required: Story = () => <Form error="Required" />;
