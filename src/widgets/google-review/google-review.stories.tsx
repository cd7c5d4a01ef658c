import type { Story } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';
import { storyProps } from '../contract/story-props';
import GoogleReview from './google-review';
import { GoogleReviewView } from './google-review-view';

const texts = {
  'google-review-redirecting': 'Thank you for choosing Demo Mobile Auto Care. Taking you to our review page…',
  'google-review-go-now': 'Go now',
  'google-review-unavailable': 'Sorry, our review page is not available right now. Thank you for thinking of us!',
  'google-review-home': 'Back to the home page',
};

export const Redirecting: Story = () => (
  <GoogleReviewView state="redirecting" message={texts['google-review-redirecting']} url="https://g.page/r/demo-autocare/review" goNowLabel="Go now" />
);
Redirecting.storyName = 'L-55 redirecting: status text and Go now';

export const Unavailable: Story = () => (
  <MemoryRouter>
    <GoogleReviewView state="unavailable" message={texts['google-review-unavailable']} homeLabel="Back to the home page" />
  </MemoryRouter>
);
Unavailable.storyName = 'L-55 no https review page: message, no redirect';

/** The widget itself: after 2 seconds it logs `send reviewReady` (the app would leave for the page). */
export const WidgetHttps: Story = () => (
  <GoogleReview {...storyProps('googleReview', {}, texts, { content: { customer_facing_name: 'Demo Mobile Auto Care', google_review_url: 'https://g.page/r/demo-autocare/review' } })} />
);
WidgetHttps.storyName = 'L-55 widget with an https URL (sends reviewReady after 2 s)';

export const WidgetHttp: Story = () => (
  <MemoryRouter>
    <GoogleReview {...storyProps('googleReview', {}, texts, { content: { customer_facing_name: 'Demo Mobile Auto Care', google_review_url: 'http://example.com/review' } })} />
  </MemoryRouter>
);
WidgetHttp.storyName = 'L-55 widget with an http URL (stays)';
