import type { WidgetPropsOf } from '../contract/widget-spec';
import type { headingSpec } from './heading.options';

/**
 * Page title (and optional subtitle) from message keys. A level-1 title is the step's heading: focusable by
 * script (`tabIndex={-1}`, out of the Tab order), so the renderer can move focus to it when the step changes.
 */
export default function Heading({ options, text }: WidgetPropsOf<typeof headingSpec>) {
  const Tag = options.level === 2 ? 'h2' : 'h1';
  return (
    <header className="widget-heading">
      <Tag className="widget-heading__title" tabIndex={Tag === 'h1' ? -1 : undefined}>{text(options.title)}</Tag>
      {options.subtitle ? <p className="widget-heading__subtitle">{text(options.subtitle)}</p> : null}
    </header>
  );
}
