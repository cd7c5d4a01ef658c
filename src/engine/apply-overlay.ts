import { expandFlow } from './expand-flow';
import type { Flow, Overlay, WidgetUse } from './types';

/**
 * Applies a provider overlay to a flow without mutating either. Named conditions first: the overlay's
 * `conditions` replace the flow's definitions of those names before the flow is expanded (templates and named
 * conditions put in place), so every use of a name reads the provider's definition (e.g. `"prices-shown": false`
 * hides prices on every step and in the sidebar). Messages: the overlay's flow-level `messages` give the
 * provider's text of a key everywhere, replacing the flow's text of that key and any step's own; its step
 * `messages` then win on that step. So an overlay can override any message, whether the flow writes it once for
 * all steps or on one step. Blockers and guards are prepended (provider rules speak first); widget options and
 * parts are shallow-merged by widget name. Throws when the overlay names a step, or redefines a named condition,
 * that the flow does not have.
 */
export function applyOverlay(written: Flow, overlay: Overlay): Flow {
  if (overlay.flow !== written.id) throw new Error(`Overlay for "${overlay.provider}" targets flow "${overlay.flow}", not "${written.id}".`);
  for (const name of Object.keys(overlay.conditions ?? {})) {
    if (!written.conditions?.[name]) throw new Error(`Overlay for "${overlay.provider}" redefines an unknown condition "${name}".`);
  }
  const flow = expandFlow(overlay.conditions ? { ...written, conditions: { ...written.conditions, ...overlay.conditions } } : written);
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
      const widget = (w: WidgetUse): WidgetUse => {
        const options = change.widgetOptions?.[w.widget];
        const parts = change.widgetParts?.[w.widget];
        if (!options && !parts) return w;
        return { ...w, ...(options ? { options: { ...w.options, ...options } } : {}), ...(parts ? { parts: { ...w.parts, ...parts } } : {}) };
      };
      return {
        ...step,
        messages: { ...step.messages, ...change.messages },
        blockers: [...(change.blockers ?? []), ...(step.blockers ?? [])],
        guards: [...(change.guards ?? []), ...(step.guards ?? [])],
        widgets: step.widgets.map(widget),
      };
    }),
  };
}

/**
 * One overlay doing what `first` then `second` do (for a provider's overlay and a repro link's on top of it):
 * messages, named conditions and, per step, messages, widget options and parts merged with `second`'s winning;
 * blockers and guards of `second` before `first`'s (the later overlay speaks first). Pure.
 */
export function combineOverlays(first: Overlay, second: Overlay): Overlay {
  const steps: NonNullable<Overlay['steps']> = { ...first.steps };
  for (const [id, b] of Object.entries(second.steps ?? {})) {
    const a = steps[id] ?? {};
    const byWidget = <T>(x?: Record<string, Record<string, T>>, y?: Record<string, Record<string, T>>) =>
      x || y ? Object.fromEntries([...new Set([...Object.keys(x ?? {}), ...Object.keys(y ?? {})])].map((w) => [w, { ...x?.[w], ...y?.[w] }])) : undefined;
    steps[id] = {
      ...(a.messages || b.messages ? { messages: { ...a.messages, ...b.messages } } : {}),
      ...(a.blockers || b.blockers ? { blockers: [...(b.blockers ?? []), ...(a.blockers ?? [])] } : {}),
      ...(a.guards || b.guards ? { guards: [...(b.guards ?? []), ...(a.guards ?? [])] } : {}),
      ...(a.widgetOptions || b.widgetOptions ? { widgetOptions: byWidget(a.widgetOptions, b.widgetOptions) } : {}),
      ...(a.widgetParts || b.widgetParts ? { widgetParts: byWidget(a.widgetParts, b.widgetParts) } : {}),
    };
  }
  return {
    ...first,
    ...(first.messages || second.messages ? { messages: { ...first.messages, ...second.messages } } : {}),
    ...(first.conditions || second.conditions ? { conditions: { ...first.conditions, ...second.conditions } } : {}),
    ...(Object.keys(steps).length ? { steps } : {}),
  };
}
