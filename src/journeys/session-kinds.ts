import { bookingGuards } from '../booking/guards';
import { evaluateCondition, expandFlow, type Flow, type SessionKind } from '../engine';
import { decideParts } from '../engine/resolve-widgets';
import { widgetModels } from './widget-models';

/** Every session kind, in the order the checker and the preview list them. */
export const sessionKinds: readonly SessionKind[] = ['visitor', 'guest', 'customer', 'fleet', 'returning'];

const noSession = { signedIn: false, guest: false };

/**
 * Session kinds a configuration allows: a signed-in customer always; any other kind when some widget
 * choice that starts it (its `sessionKind`) is offered under the configuration: its `when` holds and, for a choice
 * offered only while a part of its widget shows (`part`), some use of the widget in the flow shows that part.
 */
export function allowedSessionKinds(config: Readonly<Record<string, unknown>>, flow?: Flow): SessionKind[] {
  const ctx = { config: config as Record<string, unknown>, session: noSession, booking: {}, query: {} };
  const uses = flow ? expandFlow(flow).steps.flatMap((s) => s.widgets) : [];
  const partShown = (widget: string, part: string) =>
    uses.some((u) => u.widget === widget && decideParts(u.parts, ctx, bookingGuards).some((p) => p.part === part && p.shown));
  const choices = Object.entries(widgetModels).flatMap(([widget, w]) => Object.values(w.sends ?? {}).flatMap((c) => Object.values(c).map((choice) => ({ widget, choice }))));
  return sessionKinds.filter(
    (kind) =>
      kind === 'customer' ||
      choices.some(
        ({ widget, choice: c }) =>
          c.sessionKind === kind && (!c.when || evaluateCondition(c.when, ctx, bookingGuards).result) && (c.part === undefined || partShown(widget, c.part)),
      ),
  );
}
