import type { WidgetProps } from '../contract/widget-props';

/** Creates the visible stand-in for a widget name the registry does not know (never a blank). */
export function unknownWidget(name: string) {
  function UnknownWidget(_props: WidgetProps) {
    return (
      <div className="widget-unknown" role="alert" data-widget={name}>
        Unknown widget “{name}”: this step names a widget the app does not have.
      </div>
    );
  }
  UnknownWidget.displayName = `Unknown(${name})`;
  return UnknownWidget;
}
