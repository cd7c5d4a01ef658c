// @vitest-environment jsdom
/**
 * /forgot-password (forgotPasswordForm, J-13, J-14) and /reset-password/:rpId (resetPasswordForm,
 * J-15..J-18) against the MSW mock back end.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken } from '../../src/api/client';
import { sendResetLink } from '../../src/api/auth';
import ForgotPasswordForm from '../../src/widgets/forgot-password-form/forgot-password-form';
import ResetPasswordForm from '../../src/widgets/reset-password-form/reset-password-form';
import { DEMO_CUSTOMER_EMAIL } from '../../mocks/world/ids';
import { world } from '../../mocks/world';
import { server, useMockServer } from '../api/harness';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
});

const renderForgot = () =>
  renderFlowWidget(ForgotPasswordForm, { text: textFrom(stepTexts('forgot-password', { requireStep: true })), at: '/forgot-password', stableDispatch: true });
const renderReset = (rpId: string) =>
  renderFlowWidget(ResetPasswordForm, {
    text: textFrom(stepTexts('reset-password', { requireStep: true })),
    at: `/reset-password/${rpId}`,
    values: { params: { rpId } },
    stableDispatch: true,
  });

/** A reset request of the demo customer in the mock world, as the e-mail's link names it. */
async function resetRequest(): Promise<string> {
  await sendResetLink(DEMO_CUSTOMER_EMAIL);
  return world().reset_requests.at(-1)!.rp_id;
}

describe('forgotPasswordForm (/forgot-password)', () => {
  it('J-13 sends POST /send-reset-link with the e-mail and shows the answer', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/send-reset-link')) body = await request.clone().json();
    });
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), DEMO_CUSTOMER_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A link to reset your password has been sent to your e-mail.');
    expect(body).toEqual({ email: DEMO_CUSTOMER_EMAIL });
  });

  it('J-14 a failure shows the returned message in an alert', async () => {
    renderForgot();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an account with that e-mail address.');
  });

  it('J-13 the e-mail is required; Back to Log In links to /login', async () => {
    renderForgot();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });
});

describe('resetPasswordForm (/reset-password/:rpId)', () => {
  async function typePasswords(a: string, b: string) {
    const user = userEvent.setup();
    if (a) await user.type(screen.getByLabelText(/^New password/), a);
    if (b) await user.type(screen.getByLabelText(/^Confirm new password/), b);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
  }

  it(`J-15 two password fields; different ones give the alert "Error: your passwords don't match" and nothing is sent`, async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/reset-password')) calls++;
    });
    const { send } = renderReset('rp-any');
    await typePasswords('new-secret', 'other-secret');
    expect(screen.getByRole('alert')).toHaveTextContent("Error: your passwords don't match");
    expect(calls).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it(`J-15 both fields are required (the same alert)`, async () => {
    renderReset('rp-any');
    await typePasswords('new-secret', '');
    expect(screen.getByRole('alert')).toHaveTextContent("Error: your passwords don't match");
  });

  it('J-16 J-18 sends POST /reset-password with rp_id and md5; success with a token signs in and sends passwordReset', async () => {
    const rpId = await resetRequest();
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/reset-password')) body = await request.clone().json();
    });
    const { send } = renderReset(rpId);
    await typePasswords('brand-new-1', 'brand-new-1');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'passwordReset' }));
    expect(body).toEqual({ rp_id: rpId, md5: md5('brand-new-1') });
    expect(getToken()).toMatch(/^sess-1001-/);
  });

  it('J-17 a failure shows the server message in a red panel', async () => {
    const { send, container } = renderReset('rp-unknown');
    await typePasswords('brand-new-1', 'brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid.');
    expect(container.querySelector('.reset-password__failure')).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
