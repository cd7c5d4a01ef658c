// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GoogleReview from '../../src/widgets/google-review/google-review';
import { REVIEW_REDIRECT_DELAY_MS, reviewPageUrl } from '../../src/widgets/google-review/review-page-url';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';

const demo = providerFixtures.demo as unknown as Record<string, unknown>;

function renderReview(config: Record<string, unknown>) {
  return renderFlowWidget(GoogleReview, {
    text: textFrom(stepTexts('google-review', { requireStep: true }), { config }),
    values: { content: flowDecides('google-review', 'googleReview', config).content },
    at: '/google-review',
    stableDispatch: true,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('googleReview (L-55)', () => {
  it('L-55 says it is taking you to the review page, then sends reviewReady after 2 seconds, not before', () => {
    const { send } = renderReview(demo);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for choosing Demo Mobile Auto Care. Taking you to our review page…');
    act(() => vi.advanceTimersByTime(REVIEW_REDIRECT_DELAY_MS - 1));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'reviewReady' });
    expect(REVIEW_REDIRECT_DELAY_MS).toBe(2000);
  });

  it('L-55 offers "Go now" to the same https address for those who do not want to wait', () => {
    renderReview(demo);
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', 'https://g.page/r/demo-autocare/review');
  });

  it('L-55 an http review address is not followed: a message, a way home, no redirect', () => {
    const { send } = renderReview({ ...demo, google_review_url: 'http://g.page/r/demo-autocare/review' });
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, our review page is not available right now. Thank you for thinking of us!');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go now' })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(send).not.toHaveBeenCalled();
  });

  it('L-55 a provider without a review address (fleetco) or with a script address stays with the message', () => {
    for (const config of [providerFixtures.fleetco as unknown as Record<string, unknown>, { ...demo, google_review_url: 'javascript:alert(1)' }]) {
      const { send, unmount } = renderReview(config);
      expect(screen.getByText(/our review page is not available/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(10_000));
      expect(send).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('L-55 leaving the page before 2 seconds cancels the redirect', () => {
    const { send, unmount } = renderReview(demo);
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(send).not.toHaveBeenCalled();
  });

  it('L-55 only an absolute https address is a review page', () => {
    expect(reviewPageUrl(' https://g.page/r/x/review ')).toBe('https://g.page/r/x/review');
    for (const raw of ['http://g.page/r/x', '/review', '//g.page/r/x', 'javascript:alert(1)', 'mailto:a@b.example', '', null, undefined, 42]) {
      expect(reviewPageUrl(raw), String(raw)).toBeNull();
    }
  });
});
