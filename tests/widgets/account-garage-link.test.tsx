// @vitest-environment jsdom
/**
 * K-61 K-67: /garage is reachable from the account area. My Account offers "My Garage"; the widget only sends
 * `openGarage`, and the flow (account-home's transition) decides it leads to /garage.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { setToken } from '../../src/api/client';
import { nextStep } from '../../src/engine';
import AccountArea from '../../src/widgets/account-area/account-area';
import type { WidgetProps } from '../../src/widgets/contract/widget-props';
import { useMockServer } from '../api/harness';
import { bookingFlow, makeContext, makeGuards } from '../engine/support/context';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { useFixedClock } from './support/fixed-clock';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
vi.setConfig({ testTimeout: 20_000 });
useFixedClock('2026-03-10T11:30:00-04:00');

const Widget = AccountArea as unknown as React.ComponentType<WidgetProps<Record<string, unknown>, string>>;
const config = providerFixtures.demo as Record<string, unknown>;
const session = { signedIn: true, guest: false };

describe('the way to /garage from the account area (K-61, K-67)', () => {
  it('K-61 K-67 My Account has "My Garage"; following it sends openGarage, which the flow leads to /garage', async () => {
    setToken('demo-customer-token');
    const { options, parts, content } = flowDecides('account-home', 'accountArea', config, { session });
    const { send } = renderFlowWidget(Widget, {
      name: 'accountArea',
      options,
      parts,
      text: textFrom(stepTexts('account-home', { requireStep: true }), { config }),
      values: { session, content },
      at: '/account',
      stableDispatch: true,
    });
    const myAccount = await screen.findByRole('region', { name: 'My Account' });
    await userEvent.click(within(myAccount).getByRole('button', { name: 'My Garage' }));
    expect(send).toHaveBeenCalledWith({ type: 'openGarage' });

    const to = nextStep(bookingFlow, 'account-home', { type: 'openGarage' }, makeContext({ signedIn: true }), makeGuards());
    expect(to.to.path).toBe('/garage');
    expect(to.explanation.decidedBy).toBe('K-61-link');
  });
});
