import { expandFlow } from './expand-flow';
import type { Flow, Overlay } from './types';

/**
 * Applies a provider overlay to a flow (expanded first: templates and named conditions in place) without
 * mutating either. Messages: the overlay's flow-level `messages` give the provider's text of a key
 * everywhere, replacing the flow's text of that key and any step's own; its step `messages` then win on
 * that step. So an overlay can override any message, whether the flow writes it once for all steps or
 * on one step. Blockers and guards are prepended (provider rules speak first); widget options are
 * shallow-merged by widget name. Throws when the overlay names a step the flow does not have.
 */
export function applyOverlay(written: Flow, overlay: Overlay): Flow {
  const flow = expandFlow(written);
  if (overlay.flow !== flow.id) throw new Error(`Overlay for "${overlay.provider}" targets flow "${overlay.flow}", not "${flow.id}".`);
  const changes = overlay.steps ?? {};
  for (const id of Object.keys(changes)) {
    if (!flow.steps.some((s) => s.id === id)) throw new Error(`Overlay for "${overlay.provider}" names an unknown step "${id}".`);
  }
  const provided = Object.keys(overlay.messages ?? {});
  /** A step's own messages without the keys the overlay gives for the whole flow. */
  const ownMessages = (messages: Flow['messages']) =>
    messages && provided.some((k) => k in messages) ? Object.fromEntries(Object.entries(messages).filter(([k]) => !provided.includes(k))) : messages;
  return {
    ...flow,
    messages: { ...flow.messages, ...overlay.messages },
    steps: flow.steps.map((original) => {
      const kept = ownMessages(original.messages);
      const step = kept === original.messages ? original : { ...original, messages: kept };
      const change = changes[step.id];
      if (!change) return step;
      return {
        ...step,
        messages: { ...step.messages, ...change.messages },
        blockers: [...(change.blockers ?? []), ...(step.blockers ?? [])],
        guards: [...(change.guards ?? []), ...(step.guards ?? [])],
        widgets: step.widgets.map((w) =>
          change.widgetOptions?.[w.widget] ? { ...w, options: { ...w.options, ...change.widgetOptions[w.widget] } } : w,
        ),
      };
    }),
  };
}
