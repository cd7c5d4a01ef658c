import { createContext } from 'react';
import type { DecisionListener } from './decision';

/**
 * A listener given from above the flow provider (the app's shell does not pass one through its props): the
 * flow provider uses its `onDecision` prop, else this. Absent (the production default), no decision is built.
 */
export const DecisionListenerContext = /* @__PURE__ */ createContext<DecisionListener | undefined>(undefined);
