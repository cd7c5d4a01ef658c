// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecallNoticeModal } from '../../src/widgets/service-picker/recall-notice-modal';
import { stepTexts, textFrom } from './support/step-texts';

/** The services step's messages, as the widget's `text` gives them. */
const servicesText = textFrom(stepTexts('services', { requireStep: true }));

afterEach(cleanup);

function notice(costCents: number | null) {
  render(
    <RecallNoticeModal
      open
      recalls={['19V-123: Fuel pump may fail, causing the engine to stall.']}
      vehicleName="2019 Toyota Camry"
      canAddRecall
      costCents={costCents}
      onAddRecall={() => undefined}
      onClose={() => undefined}
      text={servicesText}
    />,
  );
  return screen.getByRole('dialog', { name: 'Open recalls found' });
}

describe('the recall notice says what the recall service costs, as its price says (issue 26)', () => {
  it('D-10 A-42 a free recall service ($0.00): "no cost to you", the promise the cart keeps with FREE', () => {
    expect(notice(0)).toHaveAccessibleDescription('We found an open recall for your 2019 Toyota Camry. Recall repairs are done at no cost to you.');
  });

  it('D-10 a priced recall service: the notice names its price and promises nothing free', () => {
    const dialog = notice(12_000);
    expect(dialog).toHaveAccessibleDescription('We found an open recall for your 2019 Toyota Camry. Our Recall Service costs $120.00.');
    expect(dialog).not.toHaveTextContent('no cost');
  });

  it('D-10 H-08 no price to tell (no recall service offered, or prices hidden): no word of a cost', () => {
    expect(notice(null)).toHaveAccessibleDescription('We found an open recall for your 2019 Toyota Camry.');
  });
});
