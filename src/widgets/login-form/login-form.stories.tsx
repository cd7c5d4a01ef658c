import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { loggedSubmission, useStoryInputs } from '../shared/sign-in-story-state';
import { LoginFormView, type LoginFormTexts } from './login-form-view';

const texts: LoginFormTexts = {
  email: 'Email', password: 'Password', submit: 'Log In', busy: 'Logging In...', failed: 'Invalid username or password.',
  forgot: 'Forgot your password?',
};

type FormProps = { email?: string; password?: string; errors?: { email?: string; password?: string }; busy?: boolean; failed?: boolean };

function Form({ email, password, errors = {}, busy, failed = false }: FormProps) {
  const inputs = useStoryInputs({ email, password });
  return (
    <MemoryRouter>
      <LoginFormView texts={texts} {...inputs} errors={errors} failed={failed} submission={loggedSubmission(busy)} />
    </MemoryRouter>
  );
}
export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form email="demo@example.com" password="demo1234" />;
export const Required: Story = () => <Form errors={{ email: 'Required', password: 'Required' }} />;
export const Error: Story = () => <Form email="demo@example.com" password="wrong" failed />;
export const Loading: Story = () => <Form email="demo@example.com" password="demo1234" busy />;
