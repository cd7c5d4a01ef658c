import { describe, expect, it } from 'vitest';
import { setProviderName, setToken } from '../../src/api/client';
import { getScheduledWorkByToken, isTokenExpired, resendAccessLink, TOKEN_EXPIRED_MESSAGE } from '../../src/api/token-links';
import { getPaymentMethods, sendFailedPaymentNotification, updatePaymentMethod, updatePaymentMethodByToken } from '../../src/api/payments';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN, DEMO_TOKENS } from '../../mocks/world/ids';
import { world } from '../../mocks/world';
import { useMockServer } from './harness';

useMockServer();

describe('token links (M-33, M-64)', () => {
  it('L-36 M-33 a valid token answers the appointment', async () => {
    const w = await getScheduledWorkByToken(DEMO_TOKENS.appointment);
    expect(w).toMatchObject({ scheduled_work_id: 5001, status: 'scheduled', has_credit_card: true });
    const pay = await getScheduledWorkByToken(DEMO_TOKENS.payment);
    expect(pay.amount_paid_dollars).toBeLessThan(pay.total_taxed_price_dollars!);
  });

  it('L-50 M-33 an expired token answers "Token is expired."', async () => {
    const error = await getScheduledWorkByToken(DEMO_TOKENS.expired).catch((e: unknown) => e);
    expect(isTokenExpired(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, serverText: TOKEN_EXPIRED_MESSAGE });
  });

  it('L-52 M-33 an unknown token answers 404 with a message', async () => {
    const error = await getScheduledWorkByToken('nope').catch((e: unknown) => e);
    expect(isTokenExpired(error)).toBe(false);
    expect(error).toMatchObject({ status: 404, serverText: 'Invalid URL' });
  });

  it('L-51 M-64 resending an expired link answers the success message and issues a new link', async () => {
    const answer = await resendAccessLink(DEMO_TOKENS.expired);
    expect(answer.Message).toBe('A new payment link email/text is on its way!');
    const sent = world().notifications.at(-1)!;
    expect(sent).toMatchObject({ kind: 'access-link', to: 'demo@example.com' });
    const fresh = sent.detail!.replace('/update-payment/', '');
    await expect(getScheduledWorkByToken(fresh)).resolves.toMatchObject({ scheduled_work_id: 5001 });
    await expect(resendAccessLink('nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('payments (M-30, M-52, M-53, M-54)', () => {
  it('H-18 M-30 payment methods follow the provider card processor', async () => {
    expect((await getPaymentMethods()).map((m) => m.payment_method_id)).toEqual([1, 3]); // demo: Stripe
    setProviderName('acme');
    expect((await getPaymentMethods()).map((m) => m.payment_method_id)).toEqual([2, 3]); // acme: Square
  });

  it('L-46 L-47 M-52 updates the card of a link; lists other unpaid works', async () => {
    const answer = await updatePaymentMethodByToken(DEMO_TOKENS.payment, { square_token: 'cnon:card-nonce-ok' });
    expect(answer).toMatchObject({ success: true, brand: 'Visa', last4: '4242' });
    expect(answer.other_pending_sw_list).toContain(5001);
    expect(answer.other_pending_sw_list).not.toContain(5008);
  });

  it('L-48 M-52 a declined card answers success false with a reason', async () => {
    const answer = await updatePaymentMethodByToken(DEMO_TOKENS.payment, { stripe_token: 'tok_chargeDeclined' });
    expect(answer).toMatchObject({ success: false, failure_reason: 'Your card was declined.' });
  });

  it('L-50 M-52 an expired link token answers "Token is expired."', async () => {
    await expect(updatePaymentMethodByToken(DEMO_TOKENS.expired, { stripe_token: 'tok_visa' })).rejects.toMatchObject({ serverText: 'Token is expired.' });
  });

  it('K-16 K-17 K-18 M-53 updates the account card', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect(await updatePaymentMethod(DEMO_CUSTOMER_ID, { stripe_token: 'tok_mastercard' })).toMatchObject({ success: true, brand: 'MasterCard', last4: '4444' });
    expect(world().customers.find((c) => c.customer_id === DEMO_CUSTOMER_ID)).toMatchObject({ stripe_brand: 'MasterCard', stripe_last4: '4444' });
    expect(await updatePaymentMethod(DEMO_CUSTOMER_ID, { stripe_token: 'tok_declined' })).toMatchObject({ success: false });
    await expect(updatePaymentMethod(1002, { stripe_token: 'tok_visa' })).rejects.toMatchObject({ status: 404 });
  });

  it('L-54 M-54 sends the failed-payment notification', async () => {
    expect((await sendFailedPaymentNotification(DEMO_TOKENS.payment)).Status).toBe('success');
    expect(world().notifications.at(-1)).toMatchObject({ kind: 'failed-payment' });
    await expect(sendFailedPaymentNotification('nope')).rejects.toMatchObject({ status: 404 });
  });
});
