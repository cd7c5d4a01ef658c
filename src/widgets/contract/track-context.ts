import { createContext, useContext } from 'react';

/** Sends an analytics event through the app's sink; the renderer adds the step and provider. */
export type Track = (event: string, data?: Readonly<Record<string, unknown>>) => void;

/** No-op outside a flow (stories, isolated tests). */
export const TrackContext = createContext<Track>(() => {});

/** The analytics `track` of the current step, for widgets that log their own events (e.g. B-39 address form errors). */
export function useTrack(): Track {
  return useContext(TrackContext);
}
