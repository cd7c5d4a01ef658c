import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Controls,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
  type AriaLabelConfig,
  type EdgeChange,
  type EdgeTypes,
  type NodeChange,
  type NodeTypes,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import './flow-graph.css';
import type { Flow } from '../../src/engine';
import { flowElements, highlightedParts, type GraphHighlight, type RuleFlowEdge, type StepFlowNode } from './graph-elements';
import { graphModel, type GraphModel } from './graph-model';
import { focusViewport, matchSteps, stepAndNext } from './graph-view';
import { layoutGraph, type GraphLayout, type LayoutDirection } from './layout-graph';
import { RuleEdge } from './rule-edge';
import { StepNode } from './step-node';
import { StepSearch } from './step-search';
import { StepsAndRulesList } from './steps-and-rules-list';

export interface FlowGraphProps {
  /** The flow to draw (written or expanded; the app's flow for a provider: `bookingFlowFor(provider)`). Keep the object stable: the layout is cached per flow object. */
  flow: Flow;
  /** Steps unreachable for the current configuration, with the reason shown on the node. */
  unreachable?: Readonly<Record<string, string>>;
  /** What to draw strongly (a journey's steps and rule ids, or a trace entry's rule); everything else is dimmed. */
  highlight?: GraphHighlight;
  /** The step shown as selected. */
  selectedStep?: string | null;
  /** A step was clicked, or chosen with Enter or Space (on its node or in the list). */
  onSelectStep?: (stepId: string) => void;
  /** An edge was clicked (or its entry chosen in the list): the rule ids it carries. */
  onSelectRule?: (ruleIds: string[]) => void;
  /** Rank direction; left to right by default. */
  direction?: LayoutDirection;
  /** The step the app is on: with nothing highlighted, the view shows it and its next steps. */
  currentStep?: string | null;
}

const nodeTypes: NodeTypes = { step: StepNode };
const edgeTypes: EdgeTypes = { rule: RuleEdge };

const ariaLabels: Partial<AriaLabelConfig> = {
  'node.a11yDescription.default': 'Press Enter or Space to select this step.',
  'node.a11yDescription.keyboardDisabled': 'Press Enter or Space to select this step.',
  'edge.a11yDescription.default': 'Press Enter or Space to select the rules of this edge.',
};

const EMPTY: Readonly<Record<string, string>> = {};

const layouts = new WeakMap<Flow, Partial<Record<LayoutDirection, { model: GraphModel; layout: GraphLayout }>>>();

/** The model and layout of a flow, computed once per flow object and direction (dagre takes a few hundred ms on the booking flow). */
function laidOut(flow: Flow, direction: LayoutDirection): { model: GraphModel; layout: GraphLayout } {
  const cached = layouts.get(flow) ?? {};
  const hit = cached[direction];
  if (hit) return hit;
  const model = graphModel(flow);
  const result = { model, layout: layoutGraph(model, direction) };
  layouts.set(flow, { ...cached, [direction]: result });
  return result;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function FlowGraphView({ flow, unreachable = EMPTY, highlight, selectedStep, onSelectStep, onSelectRule, direction = 'LR', currentStep }: FlowGraphProps) {
  const { model, layout } = laidOut(flow, direction);
  const parts = useMemo(() => highlightedParts(layout, highlight), [layout, highlight]);
  const { nodes, edges } = useMemo(
    () => flowElements(layout, { unreachable, highlight, selectedStep: selectedStep ?? null }),
    [layout, unreachable, highlight, selectedStep],
  );
  const ruleIdsOf = useMemo(() => new Map(edges.map((e) => [e.id, e.data?.ruleIds ?? []])), [edges]);

  // Selection goes through React Flow's select changes: a click and Enter/Space on a focused node both make one.
  const onNodesChange = useCallback(
    (changes: NodeChange<StepFlowNode>[]) => {
      for (const change of changes) if (change.type === 'select' && change.selected) onSelectStep?.(change.id);
    },
    [onSelectStep],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<RuleFlowEdge>[]) => {
      for (const change of changes) {
        if (change.type === 'select' && change.selected) onSelectRule?.(ruleIdsOf.get(change.id) ?? []);
      }
    },
    [onSelectRule, ruleIdsOf],
  );

  // The view: what is highlighted, else the app's step and its next steps, else the first start and its next
  // steps, at a readable zoom (graph-view.ts); shown again whenever that focus changes or the pane is resized.
  const { setViewport } = useReactFlow();
  const paneWidth = useStore((st) => st.width);
  const paneHeight = useStore((st) => st.height);
  const known = useMemo(() => new Set(model.nodes.map((n) => n.id)), [model]);
  const home = currentStep && known.has(currentStep) ? currentStep : model.starts[0];
  const primary = highlight?.steps?.find((id) => known.has(id)) ?? home;
  const focusKey = parts.nodes.size > 0 ? [...parts.nodes].sort().join(' ') : home ? stepAndNext(model, home).join(' ') : '';
  const show = useCallback(
    (ids: readonly string[], first: string | undefined) => {
      const view = focusViewport(layout.nodes, ids, { width: paneWidth, height: paneHeight }, first);
      if (view) void setViewport(view, { duration: prefersReducedMotion() ? 0 : 300 });
    },
    [layout, paneWidth, paneHeight, setViewport],
  );
  useEffect(() => {
    if (focusKey !== '') show(focusKey.split(' '), primary);
  }, [focusKey, primary, show]);

  // "Find a step": matches are marked on the graph; Enter (or a match's button) centres one.
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchSteps(model.nodes, query), [model, query]);
  const routeOf = useMemo(() => new Map(model.nodes.map((n) => [n.id, n.route])), [model]);
  const shownNodes = useMemo(() => {
    const marked = new Set(matches);
    return marked.size === 0 ? nodes : nodes.map((n) => (marked.has(n.id) ? { ...n, className: `${n.className ?? ''} flow-graph__rf-node--match` } : n));
  }, [nodes, matches]);

  return (
    <section className="flow-graph" aria-label="Flow graph">
      <StepSearch query={query} onQueryChange={setQuery} matches={matches} routeOf={routeOf} onFind={(id) => show([id], id)} />
      <div className="flow-graph__pane">
        <ReactFlow<StepFlowNode, RuleFlowEdge>
          aria-label="Steps and rules of the flow"
          nodes={shownNodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          nodesDraggable={false}
          nodesConnectable={false}
          edgesReconnectable={false}
          connectOnClick={false}
          nodesFocusable
          edgesFocusable={false}
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          minZoom={0.05}
          maxZoom={2}
          ariaLabelConfig={ariaLabels}
        >
          <Controls showInteractive={false} />
          <Panel position="top-right" className="flow-graph__legend">
            <span>Solid: event rules</span> <span>Dashed: guard on entry</span>
          </Panel>
        </ReactFlow>
      </div>
      <StepsAndRulesList
        model={model}
        unreachable={unreachable}
        parts={parts}
        selectedStep={selectedStep ?? null}
        onSelectStep={onSelectStep}
        onSelectRule={onSelectRule}
      />
    </section>
  );
}

/**
 * The flow as a graph, laid out by dagre and drawn by React Flow: steps as nodes (route and id; unreachable
 * ones greyed with "unreachable" on the node and the reason in its name and title), rules as edges labelled
 * with their rule ids (guards dashed). Read-only: nothing can be dragged, connected or deleted. A click, or
 * Enter/Space on a focused node (Tab reaches every node), calls `onSelectStep`; a click on an edge calls
 * `onSelectRule` with its rule ids. A highlight draws its steps and edges strongly and dims the rest. The view
 * is never the whole flow zoomed out: it shows the highlight, else `currentStep` and its next steps, else the
 * first start, at a readable zoom (graph-view.ts `focusViewport`: labels at least 10 px high). "Find a step"
 * above the graph marks matching steps and centres one on Enter. Below the graph, "Steps and rules as a list"
 * gives the same data and actions as text. Fills its container, which must give it a height.
 */
export function FlowGraph(props: FlowGraphProps) {
  return (
    <ReactFlowProvider>
      <FlowGraphView {...props} />
    </ReactFlowProvider>
  );
}
