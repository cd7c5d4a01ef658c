import type { OptionsOf, WidgetPropsOf } from '../contract/widget-spec';
import type { messageSpec } from './message.options';

/** Options of the `message` widget: the message key of its text and a tone. */
export type MessageOptions = OptionsOf<typeof messageSpec>;

/** A paragraph of text from a message key (placeholders such as {config.x} already filled by the renderer). */
export default function Message({ options, text }: WidgetPropsOf<typeof messageSpec>) {
  const tone = options.tone ?? 'plain';
  return (
    <p className={`widget-message widget-message--${tone}`} role={tone === 'warning' ? 'note' : undefined}>
      {text(options.message)}
    </p>
  );
}
