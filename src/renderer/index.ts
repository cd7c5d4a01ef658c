/** The React binding of the flow engine. */
export { FlowProvider } from './flow-provider';
export { FlowRoute } from './flow-route';
