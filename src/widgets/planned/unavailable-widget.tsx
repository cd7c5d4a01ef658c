import { Link } from 'react-router-dom';

/**
 * What the customer build shows where a planned widget would be (`__MOCKS__` false): a plain notice
 * and a way back to booking. The developer placeholder (`plannedWidget`, with its "Send" buttons) exists
 * only in mock builds, so `npm run build` holds no development controls (docs/decisions.md).
 */
export function UnavailableWidget() {
  return (
    <section className="widget-unavailable" aria-labelledby="widget-unavailable-title">
      <h1 id="widget-unavailable-title">This page is not available yet</h1>
      <p>You can book a service without signing in.</p>
      <p>
        <Link to="/">Book a service</Link>
      </p>
    </section>
  );
}
