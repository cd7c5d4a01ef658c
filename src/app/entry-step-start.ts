import { matchRoute, type Flow } from '../engine';
import { pendingStepMessages, type StepMessagesLoader } from '../renderer/step-messages';
import { preloadWidget } from '../widgets/registry/registry';
import { loadStepMessages } from './booking-flow';

/**
 * Issue 28 (first paint): starts loading what the top of the step at `pathname` needs, to be called together with
 * the provider's configuration request — the step's messages (its heading's text) and the code of the widgets drawn
 * above its first `heading` (a step that opens with a lazy widget, such as the home page's hero). Otherwise both
 * wait for the configuration and then load one after the other, and a lazy widget first shows its skeleton. Loads
 * nothing for a path no step's route matches; a guard that sends the visitor elsewhere leaves a small chunk loaded
 * for nothing. Failures stay silent here: the step that needs the code reports them when it is drawn.
 */
export function startEntryStep(
  flow: Flow | null,
  pathname: string,
  load: StepMessagesLoader = loadStepMessages,
  preload: (name: string) => Promise<void> = preloadWidget,
): void {
  // The step the renderer will match (literal routes before parameters, on the expanded flow).
  const step = flow ? matchRoute(flow, pathname)?.step : undefined;
  if (!flow || !step) return;
  void pendingStepMessages(flow, step.id, load)?.catch(() => undefined);
  for (const use of step.widgets) {
    if (use.widget === 'heading') break;
    void preload(use.widget);
  }
}
