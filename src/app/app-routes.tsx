import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Flow } from '../engine';
import { FlowRoute, NotFoundPage } from '../renderer';

/**
 * A component drawn around the routes, inside the router and the flow provider (so it can navigate and reach
 * the booking store). Mock builds pass the preview bridge's link here (`<App routesFrame>`); the production
 * build passes nothing and the routes are drawn as they are.
 */
export const RoutesFrameContext = /* @__PURE__ */ createContext<ComponentType<{ children: ReactNode }> | undefined>(undefined);

/** One route per flow step (the engine resolves which), and `*` → "Page not found". */
export function AppRoutes({ flow }: { flow: Flow }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- __MOCKS__ is a build-time constant: the same hooks run on every render
  const Frame = __MOCKS__ ? useContext(RoutesFrameContext) : undefined;
  const routes = (
    <Routes>
      {flow.steps.map((step) => (
        <Route key={step.id} path={step.route} element={<FlowRoute />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
  return Frame ? <Frame>{routes}</Frame> : routes;
}
