import type { WidgetPropsOf } from '../contract/widget-spec';
import type { messageSpec } from './message.options';

/** A paragraph of text from a message key (placeholders such as {config.x} already filled by the renderer). */
export default function Message({ options, text }: WidgetPropsOf<typeof messageSpec>) {
  const tone = options.tone ?? 'plain';
  return (
    <p className={`widget-message widget-message--${tone}`} role={tone === 'warning' ? 'note' : undefined}>
      {text(options.message)}
    </p>
  );
}
