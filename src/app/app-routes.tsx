import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FlowRoute } from '../renderer';

/**
 * A component drawn around the routes, inside the router and the flow provider (so it can navigate and reach
 * the booking store). Mock builds pass the preview bridge's link here (`<App routesFrame>`); the production
 * build passes nothing and the routes are drawn as they are.
 */
export const RoutesFrameContext = /* @__PURE__ */ createContext<ComponentType<{ children: ReactNode }> | undefined>(undefined);

/**
 * Every path is the flow's: `FlowRoute` resolves the step with the engine (`resolveStep`), which answers a path
 * outside the flow with "Page not found" (A-25, the flow's `notFound` text). One route, not one per step: React
 * Router ranks all its routes again on every navigation (≈ 5 ms of each step change at 4× CPU with the flow's 44).
 */
export function AppRoutes() {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- __MOCKS__ is a build-time constant: the same hooks run on every render
  const Frame = __MOCKS__ ? useContext(RoutesFrameContext) : undefined;
  const routes = (
    <Routes>
      <Route path="*" element={<FlowRoute />} />
    </Routes>
  );
  return Frame ? <Frame>{routes}</Frame> : routes;
}
