import { Link } from 'react-router-dom';
import type { WidgetProps } from '../contract/widget-props';

/**
 * What the customer build shows where a planned widget would be (`__MOCKS__` false): a plain notice
 * and a way back to booking, in the flow's words (`widget-unavailable-*`, flow-level messages). The developer
 * placeholder (`plannedWidget`, with its "Send" buttons) exists only in mock builds, so `npm run build` holds no
 * development controls (docs/decisions.md).
 */
export function UnavailableWidget({ text }: WidgetProps) {
  return (
    <section className="widget-unavailable" aria-labelledby="widget-unavailable-title">
      <h1 id="widget-unavailable-title">{text('widget-unavailable-title')}</h1>
      <p>{text('widget-unavailable-body')}</p>
      <p>
        <Link to="/">{text('widget-unavailable-book')}</Link>
      </p>
    </section>
  );
}
