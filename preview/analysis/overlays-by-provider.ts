/**
 * UI glue (Vite only: `import.meta.glob`): the provider overlays of flows/overlays/ by provider name, for the
 * behaviour panels' `overlays` prop. The pure analyses take overlays as an argument, so tests under node
 * pass their own.
 */
import type { Overlay } from '../../src/engine';
import type { OverlaysByProvider } from './analysis-types';

const files = import.meta.glob<Overlay>('../../flows/overlays/*.json', { eager: true, import: 'default' });

/** Every overlay file, keyed by its `provider`. */
export const overlaysByProvider: OverlaysByProvider = Object.fromEntries(Object.values(files).map((o) => [o.provider, o]));
