import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { invalidateSessionQueries } from '../../api/session-queries';
import { useBookingStore } from '../../booking/booking-store-context';
import type { PreviewBridge } from './preview-bridge';

/**
 * The component drawn around the routes (`<App routesFrame>`) that gives the preview bridge the router and the
 * booking store: it attaches them once the flow's store is there, reports every navigation, refetches the
 * back end's answers when the clock moves (screens read `appNow()` when they render) and the session-dependent
 * ones when the tool signs the demo customer in or out (as a real sign-in does). Mock builds only.
 */
export function previewBridgeLink(bridge: PreviewBridge): ComponentType<{ children: ReactNode }> {
  return function PreviewBridgeLink({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    const location = useLocation();
    const store = useBookingStore();
    const queryClient = useQueryClient();
    const path = location.pathname + location.search;
    // The latest navigate and path, read when the tool asks (navigate's identity may change with the location).
    const latest = useRef({ navigate, path });
    useEffect(() => {
      latest.current = { navigate, path };
    });
    useEffect(() => bridge.location(path), [path]);
    useEffect(
      () =>
        bridge.attach({
          navigate: (to) => void latest.current.navigate(to),
          path: () => latest.current.path,
          booking: store.getState,
          replaceBooking: (state) => store.dispatch({ type: 'replaceBooking', booking: state }),
          subscribeBooking: store.subscribe,
          clockMoved: () => void queryClient.invalidateQueries(),
          sessionChanged: () => void invalidateSessionQueries(queryClient),
        }),
      [store, queryClient],
    );
    return <>{children}</>;
  };
}
