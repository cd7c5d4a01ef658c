/**
 * Which flow-level messages the customer build ships where (scripts/vite/step-messages.ts): up front, those read before
 * or outside a step's messages (the shell's and the route's texts, src/app/up-front-messages.ts; the chrome's,
 * src/renderer/sidebar/layout-texts.ts; the phases' titles, the not-found text, the `alert` effects' keys); with each
 * step, the flow-level messages that step reads — its title, its blockers' messages and what its widgets declare in
 * the catalogue (`messages`, message-key options, `errorMessages`). tests/scripts/widget-message-keys.test.ts keeps
 * the widgets' declarations complete.
 */
import { isCases, isFromConfig, type Flow, type Step } from '../../src/engine';
import { UP_FRONT_MESSAGE_KEYS } from '../../src/app/up-front-messages';
import { COUPON_MESSAGE_KEYS } from '../../src/domain/coupon-messages';
import { LAYOUT_TEXT_KEYS } from '../../src/renderer/sidebar/layout-text-keys';
import { SHELL_TEXT_KEYS } from '../../src/app/shell-text-keys';
import { widgetCatalog } from '../../src/widgets/registry/catalog';

type CatalogEntry = { messages?: readonly string[]; spec: { messageOptions?: readonly string[] } };
const catalog = widgetCatalog as unknown as Readonly<Record<string, CatalogEntry>>;

/** The flow-level keys the customer build keeps in the up-front flow: those the shell reads before its own chunk. */
export function upFrontKeys(): Set<string> {
  return new Set<string>(UP_FRONT_MESSAGE_KEYS);
}

/**
 * The flow-level keys of the shell's chunk (src/app/shell-text-keys.ts), loaded with the configuration before anything
 * under the shell is drawn: the shell's own texts, the chrome's (layout-text-keys.ts), the coupon box's, the `alert`
 * effects' keys, the not-found text and the phases' titles — those read outside a step or before its messages.
 */
export function shellChunkKeys(flow: Flow): Set<string> {
  const upFront = upFrontKeys();
  const keys = new Set<string>([...SHELL_TEXT_KEYS, ...LAYOUT_TEXT_KEYS, ...COUPON_MESSAGE_KEYS]);
  JSON.stringify(flow, (k, v: unknown) => {
    if (k === 'alert' && typeof v === 'string') keys.add(v);
    return v;
  });
  if (flow.notFound) keys.add(flow.notFound);
  for (const phase of flow.phases ?? []) keys.add(phase.title);
  for (const k of upFront) keys.delete(k);
  return keys;
}

/** Every message key a step of the (expanded) flow may read: its title, its blockers' messages, its widgets' declared keys. */
function stepMessageKeys(step: Step): Set<string> {
  const keys = new Set<string>();
  if (step.title) keys.add(step.title);
  for (const b of step.blockers ?? []) keys.add(b.message);
  for (const use of step.widgets) {
    const entry = catalog[use.widget];
    for (const k of entry?.messages ?? []) keys.add(k);
    for (const name of entry?.spec.messageOptions ?? []) {
      const v = use.options?.[name];
      const values = isCases(v) ? [...v.cases.map((c) => c.value), v.otherwise] : isFromConfig(v) ? [...Object.values(v.map ?? {}), v.otherwise] : [v];
      for (const x of values) if (typeof x === 'string') keys.add(x);
    }
    const errors = use.options?.errorMessages;
    if (errors && typeof errors === 'object') for (const byKeyword of Object.values(errors)) for (const k of Object.values(byKeyword as Record<string, string>)) keys.add(k);
  }
  return keys;
}

/** The flow-level keys in force before any step's messages load: up front, and the shell's chunk. */
export function loadedBeforeStepsKeys(flow: Flow): Set<string> {
  return new Set([...upFrontKeys(), ...shellChunkKeys(flow)]);
}

/** The flow-level messages that travel with `step` (those it reads that are not loaded before it). */
export function sharedMessagesOf(flow: Flow, step: Step, loaded: ReadonlySet<string> = loadedBeforeStepsKeys(flow)): Record<string, string> {
  const reads = stepMessageKeys(step);
  return Object.fromEntries(Object.entries(flow.messages ?? {}).filter(([k]) => reads.has(k) && !loaded.has(k)));
}

/** The messages of the shell's chunk ({@link shellChunkKeys}) as `flow` words them. */
export function shellMessagesOf(flow: Flow): Record<string, string> {
  const keys = shellChunkKeys(flow);
  return Object.fromEntries(Object.entries(flow.messages ?? {}).filter(([k]) => keys.has(k)));
}
