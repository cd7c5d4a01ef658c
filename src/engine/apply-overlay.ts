import type { Flow, Overlay } from './types';

/**
 * Applies a provider overlay to a flow without mutating either: messages are overridden by key,
 * blockers and guards are prepended (provider rules speak first), widget options are shallow-merged
 * by widget name. Throws when the overlay names a step the flow does not have.
 */
export function applyOverlay(flow: Flow, overlay: Overlay): Flow {
  if (overlay.flow !== flow.id) throw new Error(`Overlay for "${overlay.provider}" targets flow "${overlay.flow}", not "${flow.id}".`);
  const changes = overlay.steps ?? {};
  for (const id of Object.keys(changes)) {
    if (!flow.steps.some((s) => s.id === id)) throw new Error(`Overlay for "${overlay.provider}" names an unknown step "${id}".`);
  }
  return {
    ...flow,
    messages: { ...flow.messages, ...overlay.messages },
    steps: flow.steps.map((step) => {
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
