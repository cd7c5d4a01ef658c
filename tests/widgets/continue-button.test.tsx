// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ContinueButton from '../../src/widgets/continue-button/continue-button';
import { renderWidget } from './render-widget';
import { stepTexts } from './support/step-texts';

afterEach(cleanup);
/** The flow's texts (the default label is the flow's `continue`). */
const texts = stepTexts('location');

describe('continueButton widget', () => {
  it('its default label is the flow\'s: an overlay\'s "continue" text is what the button says', () => {
    renderWidget(ContinueButton, {}, { texts: { ...texts, continue: 'Next step' } });
    expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
  });

  it('sends continue when not blocked', async () => {
    const { send } = renderWidget(ContinueButton, {}, { texts });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('uses a label from the messages', () => {
    renderWidget(ContinueButton, { label: 'next' }, { texts: { ...texts, next: 'Next: Schedule' } });
    expect(screen.getByRole('button', { name: 'Next: Schedule' })).toBeInTheDocument();
  });

  it('when blocked: stays keyboard reachable, is described by the reason, and each press reaches the step (which refuses it and traces the refusal)', async () => {
    const user = userEvent.setup();
    const { send } = renderWidget(ContinueButton, {}, { texts, values: { continueBlocked: true, blockerMessage: 'Please choose a location' } });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Please choose a location');
    expect(screen.getByText('Please choose a location')).toBeVisible();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
  });

  it('shows a busy state', () => {
    renderWidget(ContinueButton, {}, { texts, values: { busy: true } });
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-busy', 'true');
  });
});
