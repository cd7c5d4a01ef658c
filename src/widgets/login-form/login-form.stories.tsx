import { useState } from 'react';
import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { LoginFormView, type LoginFormTexts } from './login-form-view';

const texts: LoginFormTexts = {
  email: 'Email',
  password: 'Password',
  submit: 'Log In',
  busy: 'Logging In...',
  failed: 'Invalid username or password.',
  forgot: 'Forgot your password?',
};

function Form(props: { email?: string; password?: string; errors?: { email?: string; password?: string }; busy?: boolean; failed?: boolean }) {
  const [email, setEmail] = useState(props.email ?? '');
  const [password, setPassword] = useState(props.password ?? '');
  return (
    <MemoryRouter>
    <LoginFormView
      texts={texts}
      email={email}
      password={password}
      onEmail={setEmail}
      onPassword={setPassword}
      errors={props.errors ?? {}}
      busy={props.busy ?? false}
      failed={props.failed ?? false}
      onSubmit={() => console.info('submit')}
    />
    </MemoryRouter>
  );
}

export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form email="demo@example.com" password="demo1234" />;
export const Required: Story = () => <Form errors={{ email: 'Required', password: 'Required' }} />;
export const Error: Story = () => <Form email="demo@example.com" password="wrong" failed />;
export const Loading: Story = () => <Form email="demo@example.com" password="demo1234" busy />;
