import { useEffect, useRef } from 'react';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { googleReviewSpec } from './google-review.options';
import { GoogleReviewView } from './google-review-view';
import { REVIEW_REDIRECT_DELAY_MS, reviewPageUrl } from './review-page-url';

/**
 * `googleReview` — the /google-review page (L-55). The step's `track` records the visit when it shows; the
 * widget says "Taking you to our review page…" and, 2 seconds later (a timer, so tests use fake timers),
 * sends `reviewReady`, which the flow turns into the provider's `google_review_url` (content: the widget reads it too). Only an `https:`
 * address is followed (decisions.md): for anything else (http, a path, another scheme, none) the widget
 * shows a message with a link home and sends nothing. A "Go now" link leaves at once for the same address.
 */
export default function GoogleReview({ text, values, send }: WidgetPropsOf<typeof googleReviewSpec>) {
  const url = reviewPageUrl(values.content.google_review_url);
  // The latest send, for the timer started by an earlier render.
  const latestSend = useRef(send);
  latestSend.current = send;

  useEffect(() => {
    if (url === null) return;
    const timer = setTimeout(() => latestSend.current({ type: 'reviewReady' }), REVIEW_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);

  if (url === null) {
    return <GoogleReviewView state="unavailable" message={text('google-review-unavailable')} homeLabel={text('google-review-home')} />;
  }
  return <GoogleReviewView state="redirecting" message={text('google-review-redirecting')} url={url} goNowLabel={text('google-review-go-now')} />;
}
