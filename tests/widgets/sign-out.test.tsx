// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../src/api/client';
import { keptOnSignOut } from '../../src/api/sign-out';
import { configurationKeys } from '../../src/api/configuration';
import { clientLocationKeys } from '../../src/api/client-locations';
import { authKeys } from '../../src/api/auth-keys';
import { emptyBooking } from '../../src/booking/booking-state';
import SignOut from '../../src/widgets/sign-out/sign-out';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

afterEach(cleanup);

describe('signOut (/logout)', () => {
  it('J-11 J-12 removes the token, the customer queries and the booking\'s user state; keeps client locations and configuration; sends signedOut', async () => {
    setToken('some-token');
    const { send, client, latest } = renderFlowWidget(SignOut, {
      text: textFrom(stepTexts('logout', { requireStep: true })),
      booking: { placeMode: 'home', customer: { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '5550100100' }, shopLocationIds: [3, 4], guest: false },
      stableDispatch: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'signedOut' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(latest.booking).toEqual({ ...emptyBooking(), shopLocationIds: [3, 4] });
    expect(client.getQueryCache().findAll({ queryKey: authKeys.all })).toHaveLength(0);
  });

  it('J-11 what sign-out keeps: the provider configuration and client locations only', () => {
    expect(keptOnSignOut(configurationKeys.all('demo'))).toBe(true);
    expect(keptOnSignOut(clientLocationKeys.list())).toBe(true);
    expect(keptOnSignOut(authKeys.customerInfo())).toBe(false);
    expect(keptOnSignOut(['vehicles', 'list'])).toBe(false);
    expect(keptOnSignOut(['scheduled-works', 'by-id', 1])).toBe(false);
  });
});
