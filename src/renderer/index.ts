/** The React binding of the flow engine. */
export { FlowProvider, type FlowProviderProps } from './flow-provider';
export { FlowRoute } from './flow-route';
export { StepRenderer } from './step-renderer';
export { NotFoundPage } from './not-found-page';
export { useFlowRuntime, type FlowRuntime } from './flow-runtime';
export { bookingFacts, type BookingFacts } from '../booking/booking-facts';
export { emptyBooking, type BookingState, type CartLine } from '../booking/booking-state';
export { bookingGuards } from '../booking/guards';
export { runEffects, type EffectHandlers } from './effect-runner';
export { consoleAnalyticsSink, createMemoryAnalyticsSink, type AnalyticsSink } from './analytics';
