// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import BookedBeforeLink from '../../src/widgets/booked-before-link/booked-before-link';
import { renderWidget } from './render-widget';
import { stepTexts } from './support/step-texts';

afterEach(cleanup);

describe('bookedBeforeLink widget', () => {
  it('B-19 issue 26 shows the flow’s "Booked service before?" and sends bookedBefore when pressed', async () => {
    const { send } = renderWidget(BookedBeforeLink, {}, { texts: stepTexts('begin') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Booked service before?' }));
    expect(send).toHaveBeenCalledWith({ type: 'bookedBefore' });
  });

  it('reads its label from the message key in options', () => {
    renderWidget(BookedBeforeLink, { label: 'other' }, { texts: { other: 'Have an account? Log in' } });
    expect(screen.getByRole('button', { name: 'Have an account? Log in' })).toBeInTheDocument();
  });
});
