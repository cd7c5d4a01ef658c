import { formatMessage, messageText } from '../../engine';
import type { Flow } from '../../engine';

/**
 * A chrome text (step bar, sidebar, cart toasts, the route's loading and failure lines, the not-found page): the
 * step's or flow's message for `key`, placeholders filled from `vars`. The keys are flow-level messages
 * (layout-text-keys.ts; `flows:check` requires each), so a provider overlay may change them; a flow that lacks one
 * shows the key rather than failing.
 */
export function layoutText(flow: Flow, stepId: string | null, key: string, vars: Record<string, unknown> = {}): string {
  let template: string;
  try {
    template = messageText(flow, stepId, key);
  } catch {
    template = key;
  }
  return formatMessage(template, vars);
}
