import { Route, Routes } from 'react-router-dom';
import type { Flow } from '../engine';
import { FlowRoute, NotFoundPage } from '../renderer';

/** One route per flow step (the engine resolves which), and `*` → "Page not found". */
export function AppRoutes({ flow }: { flow: Flow }) {
  return (
    <Routes>
      {flow.steps.map((step) => (
        <Route key={step.id} path={step.route} element={<FlowRoute />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
