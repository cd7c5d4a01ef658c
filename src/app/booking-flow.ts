import { applyOverlay, expandFlow } from '../engine';
import type { Flow, Overlay } from '../engine';

// Globs tolerate missing files, so the app builds before a flow or overlay exists.
const flows = import.meta.glob<Flow>('../../flows/booking.flow.json', { eager: true, import: 'default' });
const overlays = import.meta.glob<Overlay>('../../flows/overlays/*.json', { eager: true, import: 'default' });

/** The booking flow as the engine runs it (expanded), with the provider's overlay applied (when it has one); null when no flow file exists. */
export function bookingFlowFor(provider: string): Flow | null {
  const base = Object.values(flows)[0];
  if (!base) return null;
  const overlay = overlays[`../../flows/overlays/${provider}.json`];
  return overlay ? applyOverlay(base, overlay) : expandFlow(base);
}
