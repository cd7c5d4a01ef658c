import type { WidgetProps } from '../contract/widget-props';

/** Options of the `message` widget: the message key of its text and a tone. */
export interface MessageOptions {
  message: string;
  tone?: 'info' | 'warning' | 'plain';
}

/** A paragraph of text from a message key (placeholders such as {config.x} already filled). */
export default function Message({ options, text }: WidgetProps<MessageOptions>) {
  const tone = options.tone ?? 'plain';
  return (
    <p className={`widget-message widget-message--${tone}`} role={tone === 'warning' ? 'note' : undefined}>
      {text(options.message)}
    </p>
  );
}
