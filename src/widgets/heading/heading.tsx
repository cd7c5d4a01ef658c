import type { WidgetProps } from '../contract/widget-props';

/** Options of the `heading` widget: message keys of the title and an optional subtitle. */
export interface HeadingOptions {
  title: string;
  subtitle?: string;
  /** Heading level; 1 by default (one page title per step). */
  level?: 1 | 2;
}

/** Page title (and optional subtitle) from message keys. */
export default function Heading({ options, text }: WidgetProps<HeadingOptions>) {
  const Tag = options.level === 2 ? 'h2' : 'h1';
  return (
    <header className="widget-heading">
      <Tag className="widget-heading__title">{text(options.title)}</Tag>
      {options.subtitle ? <p className="widget-heading__subtitle">{text(options.subtitle)}</p> : null}
    </header>
  );
}
