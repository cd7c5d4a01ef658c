import { Link } from 'react-router-dom';
import './google-review.css';

export type GoogleReviewViewProps =
  | {
      /** An https review page: the widget leaves for it after 2 seconds. */
      state: 'redirecting';
      /** "Taking you to our review page…" (announced politely). */
      message: string;
      /** The safe https address the flow will open, for the "Go now" link. */
      url: string;
      goNowLabel: string;
    }
  | {
      /** No https review page: nothing is followed. */
      state: 'unavailable';
      message: string;
      homeLabel: string;
    };

/**
 * The /google-review page body (L-55): while redirecting, the status text and a "Go now" link to the same
 * https address; without one, the message and a link to the home page.
 */
export function GoogleReviewView(props: GoogleReviewViewProps) {
  if (props.state === 'redirecting') {
    return (
      <div className="google-review">
        <p className="google-review__status" role="status">
          {props.message}
        </p>
        <a className="button button--primary google-review__go" href={props.url}>
          {props.goNowLabel}
        </a>
      </div>
    );
  }
  return (
    <div className="google-review">
      <p className="google-review__status google-review__status--unavailable" role="status">
        {props.message}
      </p>
      <Link className="button button--secondary google-review__go" to="/">
        {props.homeLabel}
      </Link>
    </div>
  );
}
