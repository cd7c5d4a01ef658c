import { applyOverlay, combineOverlays, expandFlow } from '../engine';
import type { Flow, Overlay } from '../engine';
import type { LinkOverlay } from '../api/scenario-codec';
import type { StepMessages } from '../renderer/step-messages';
import { stepMessageLoaders } from './step-message-loaders';

// Globs tolerate missing files, so the app builds before a flow or overlay exists.
const flows = import.meta.glob<Flow>('../../flows/booking.flow.json', { eager: true, import: 'default' });
const overlays = import.meta.glob<Overlay>('../../flows/overlays/*.json', { eager: true, import: 'default' });

/**
 * The booking flow as the engine runs it (expanded), with the provider's overlay applied (when it has one) and, in mock
 * builds, a repro link's overlay over it (`linkOverlay`); null when no flow file exists. Throws when the link's overlay
 * names a step or a named condition the flow does not have (setupRepro checks a link first).
 */
export function bookingFlowFor(provider: string, linkOverlay?: LinkOverlay): Flow | null {
  const base = Object.values(flows)[0];
  if (!base) return null;
  const own = overlays[`../../flows/overlays/${provider}.json`];
  // Links are a mock-build feature: the production build has no code for them.
  const fromLink: Overlay | undefined = __MOCKS__ && linkOverlay ? ({ ...linkOverlay, provider, flow: base.id } as Overlay) : undefined;
  const overlay = own && fromLink ? combineOverlays(own, fromLink) : (own ?? fromLink);
  return overlay ? applyOverlay(base, overlay) : expandFlow(base);
}

/**
 * A step's messages (its own, and the flow-level ones it reads) when the build keeps them out of the flow
 * (scripts/vite/step-messages.ts); null when the flow carries them.
 */
export function loadStepMessages(stepId: string): Promise<StepMessages> | null {
  const load = stepMessageLoaders[stepId];
  return load ? load().then((m) => m.default) : null;
}
