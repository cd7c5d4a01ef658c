import { useState } from 'react';
import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { ResetPasswordView, type ResetPasswordViewProps } from './reset-password-form-view';

const texts = { password: 'New password', confirm: 'Confirm new password', submit: 'Save Password', busy: 'Saving...', login: 'Log In' };

function Form(props: Partial<Pick<ResetPasswordViewProps, 'mismatch' | 'failure' | 'done' | 'busy'>> & { password?: string; confirmation?: string }) {
  const [password, setPassword] = useState(props.password ?? '');
  const [confirmation, setConfirmation] = useState(props.confirmation ?? '');
  return (
    <MemoryRouter>
      <ResetPasswordView
        texts={texts}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        mismatch={props.mismatch ?? null}
        failure={props.failure ?? null}
        done={props.done ?? null}
        busy={props.busy ?? false}
        onSubmit={() => console.info('submit')}
      />
    </MemoryRouter>
  );
}

export const Empty: Story = () => <Form />;
export const Filled: Story = () => <Form password="new-secret" confirmation="new-secret" />;
export const Mismatch: Story = () => <Form password="new-secret" confirmation="other" mismatch="Error: your passwords don't match" />;
export const Error: Story = () => <Form password="new-secret" confirmation="new-secret" failure="This password reset link is invalid." />;
export const Loading: Story = () => <Form password="new-secret" confirmation="new-secret" busy />;
export const DoneWithoutToken: Story = () => <Form done="Your password has been reset. Please log in with your new password." />;
