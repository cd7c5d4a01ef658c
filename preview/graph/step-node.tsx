import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { StepFlowNode } from './graph-elements';

/**
 * A step in the flow graph: its route and its id; an unreachable step shows the word "unreachable" and gives
 * the reason as its title (the node's accessible name, set by flowElements, carries it too). The handles are
 * fixed anchors for the edges (the graph is read-only: they accept no connection).
 */
export function StepNode({ data, targetPosition = Position.Left, sourcePosition = Position.Right }: NodeProps<StepFlowNode>) {
  const unreachable = data.unreachable !== undefined;
  const classes = ['flow-graph__node', `flow-graph__node--${data.state}`, unreachable ? 'flow-graph__node--unreachable' : ''];
  return (
    <div className={classes.join(' ').trim()} title={unreachable ? `Unreachable: ${data.unreachable}` : data.route}>
      <Handle type="target" position={targetPosition} isConnectable={false} className="flow-graph__handle" />
      <span className="flow-graph__route">{data.route}</span>
      <span className="flow-graph__meta">
        <span className="flow-graph__step-id">{data.stepId}</span>
        {unreachable && <span className="flow-graph__badge">unreachable</span>}
      </span>
      <Handle type="source" position={sourcePosition} isConnectable={false} className="flow-graph__handle" />
    </div>
  );
}
