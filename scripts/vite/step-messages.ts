import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { expandFlow } from '../../src/engine/expand-flow';
import type { Flow } from '../../src/engine';
import { shellMessagesOf, sharedMessagesOf, upFrontKeys } from './message-split';
import { SHELL_MESSAGES_ID } from '../../src/app/shell-text-keys';

const VIRTUAL = 'virtual:step-messages/';

type Ruled = { id?: string };
type RuleHolder = { guards?: Ruled[]; blockers?: Ruled[]; on?: Record<string, { rules?: Ruled[]; otherwise?: Ruled }> };

/** Deletes the `id` of every guard, blocker, rule and `otherwise` of the flow's steps, templates and rule lists. */
function withoutRuleIds(flow: { steps: object[]; templates?: Record<string, object>; ruleLists?: Record<string, Ruled[]> }): void {
  const strip = (r: Ruled) => void delete r.id;
  for (const holder of [...flow.steps, ...Object.values(flow.templates ?? {})] as RuleHolder[]) {
    holder.guards?.forEach(strip);
    holder.blockers?.forEach(strip);
    for (const handler of Object.values(holder.on ?? {})) {
      handler.rules?.forEach(strip);
      if (handler.otherwise) strip(handler.otherwise);
    }
  }
  for (const list of Object.values(flow.ruleLists ?? {})) list.forEach(strip);
}
const FLOW = /[\\/]flows[\\/]booking\.flow\.json$/;
const LOADERS = /[\\/]src[\\/]app[\\/]step-message-loaders\.ts$/;

/**
 * Builds only: each step's messages (its own and its template's) leave flows/booking.flow.json's up-front
 * module and become a chunk per step (`virtual:step-messages/<id>`), listed in src/app/step-message-loaders.ts;
 * the app fills them in when a step is first shown (src/renderer/step-messages.ts). The flow's shared messages
 * leave it too but for those read before or outside a step (./message-split.ts): each step's chunk carries the
 * flow-level messages that step reads (`shared`, filled in under the flow's own). The shell's texts
 * (src/app/shell-text-keys.ts) get a chunk of their own, listed under `SHELL_MESSAGES_ID`. With `dropNotes`, the rules' `note` and `id` fields, `$schema`, the flow's `title` and its checker `journeys` are left out too
 * (they explain rules to the preview and the checker; the customer build does not show them).
 */
export function stepMessages({ flowFile, dropNotes }: { flowFile: string; dropNotes: boolean }): Plugin {
  let build = false;
  const expanded = () => expandFlow(JSON.parse(readFileSync(flowFile, 'utf8')) as Flow);
  const withoutNotes = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(withoutNotes)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'note' && k !== '$schema').map(([k, x]) => [k, withoutNotes(x)]))
        : v;
  return {
    name: 'step-messages',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return build && id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const stepId = id.slice(VIRTUAL.length + 1);
      const flow = expanded();
      if (stepId === SHELL_MESSAGES_ID) return `export default ${JSON.stringify({ own: {}, shared: shellMessagesOf(flow) })};`;
      const step = flow.steps.find((s) => s.id === stepId);
      return `export default ${JSON.stringify({ own: step?.messages ?? {}, shared: step ? sharedMessagesOf(flow, step) : {} })};`;
    },
    transform(code, id) {
      if (!build) return null;
      if (LOADERS.test(id)) {
        const flow = expanded();
        const ids = flow.steps.filter((s) => Object.keys(s.messages ?? {}).length > 0 || Object.keys(sharedMessagesOf(flow, s)).length > 0).map((s) => s.id);
        ids.push(SHELL_MESSAGES_ID);
        const entries = ids.map((s) => `${JSON.stringify(s)}: () => import(${JSON.stringify(VIRTUAL + s)})`).join(',\n  ');
        return { code: `export const stepMessageLoaders = {\n  ${entries}\n};\n`, map: null };
      }
      if (!FLOW.test(id)) return null;
      const flow = JSON.parse(code) as Flow & { templates?: Record<string, { messages?: unknown }> };
      const keep = upFrontKeys();
      if (flow.messages) flow.messages = Object.fromEntries(Object.entries(flow.messages).filter(([k]) => keep.has(k)));
      for (const step of flow.steps) delete step.messages;
      for (const template of Object.values(flow.templates ?? {})) delete template.messages;
      // The checker's journey goals, the flow's title and the rules' ids are for people and tools: the customer
      // build never reads them (a rule's id only names it in a decision's trace, which mock builds record).
      if (dropNotes) {
        delete flow.journeys;
        delete flow.title;
        withoutRuleIds(flow);
      }
      return { code: JSON.stringify(dropNotes ? withoutNotes(flow) : flow), map: null };
    },
  };
}
