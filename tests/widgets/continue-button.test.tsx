// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContinueButton as ContinueButtonView } from '../../src/ui/continue-button';
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

  it('B-15 B-16 an inactive blocker\'s reason is a neutral hint until pressed; a press alerts it and moves the focus to it (issue 26)', async () => {
    const user = userEvent.setup();
    renderWidget(ContinueButton, {}, { texts, values: { continueBlocked: true, blockerMessage: 'Please choose a location' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('widget-continue__reason--hint');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please choose a location');
    expect(alert).not.toHaveClass('widget-continue__reason--hint');
    expect(alert).toHaveFocus();
  });

  it('D-16 G-05 a show-on-press blocker: nothing said and Continue pressable on arrival; pressed, the message is an alert with the focus; a new message waits for the next press (issue 26)', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    const blocked = (message: string) => <ContinueButtonView label="Continue" busyLabel="Please wait…" blocked blockerMessage={message} showOnPress onContinue={send} />;
    const { rerender } = render(blocked('You must select at least one Package or Standard Service'));
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText('You must select at least one Package or Standard Service')).not.toBeInTheDocument();
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You must select at least one Package or Standard Service');
    expect(alert).toHaveFocus();
    expect(button).toHaveAccessibleDescription('You must select at least one Package or Standard Service');
    rerender(blocked('The minimum order amount is $50'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The minimum order amount is $50')).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum order amount is $50');
  });

  it('G-04 the widget follows the flow\'s `show: "onPress"`: pressable, silent until pressed', async () => {
    const { send } = renderWidget(ContinueButton, {}, { texts, values: { continueBlocked: true, blockerMessage: 'Please select a parking lot to continue', blockerShownOnPress: true } });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Please select a parking lot to continue')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(send).toHaveBeenCalledWith({ type: 'continue' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a parking lot to continue');
  });

  it('shows a busy state', () => {
    renderWidget(ContinueButton, {}, { texts, values: { busy: true } });
    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-busy', 'true');
  });
});
