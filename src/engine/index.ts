/**
 * The flow engine's public surface: pure functions, no React, no I/O.
 * Every decision comes with an Explanation (rule ids, conditions and the values they saw).
 */
export type * from './types';
export { evaluateCondition, describeCondition } from './evaluate-condition';
export { matchRoute, buildPath } from './match-route';
export { resolveTarget } from './resolve-target';
export { resolveStep } from './resolve-step';
export { nextStep } from './next-step';
export { expandRules } from './expand-rules';
export { expandFlow, expandFlowWithOrigins } from './expand-flow';
export { continueBlocker } from './continue-blocker';
export { visibleWidgets } from './visible-widgets';
export { explainWidgets, optionValue, resolveWidgets, sidebarParts, type OptionTrace, type PartTrace, type WidgetExplanation } from './resolve-widgets';
export { formatMessage, messageText } from './format-message';
export { applyOverlay, combineOverlays } from './apply-overlay';
export { checkFlowNames, type CatalogWidget, type FlowCatalog } from './check-flow-names';
export { analyseFlow } from './analyse-flow';
export { loadFlow, type SchemaValidator } from './load-flow';
export { MissingGuardError, UnexpandedConditionError } from './evaluate-condition';
export { findJourneys } from './find-journeys';
export { isCases, isFromConfig } from './walk-flow';
export { targetSteps, targetBranches, type TargetBranch } from './target-branches';
export { partialCondition, type LeafCondition, type PartialInputs, type Tri } from './partial-condition';
export { stepWays, type StepWay } from './step-ways';
export type * from './journey-types';
// followingSteps is imported from './following-steps' itself, lazily (the prefetch; not in the first load).
