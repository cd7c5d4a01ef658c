import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import type { Point } from './layout-graph';
import type { RuleFlowEdge } from './graph-elements';

/** An SVG path through dagre's points: straight ends, rounded bends (a quadratic curve at each inner point). */
function routePath(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 0) return `M ${first.x} ${first.y}`;
  let d = `M ${first.x} ${first.y}`;
  for (let i = 0; i < rest.length - 1; i += 1) {
    const bend = rest[i] as Point;
    const next = rest[i + 1] as Point;
    d += ` Q ${bend.x} ${bend.y} ${(bend.x + next.x) / 2} ${(bend.y + next.y) / 2}`;
  }
  const last = rest[rest.length - 1] as Point;
  return `${d} L ${last.x} ${last.y}`;
}

/**
 * An edge of the flow graph: the route dagre laid out (a bezier between the handles when it has none), dashed
 * for a guard, with its rule ids as a label inside the edge's own SVG group (so clicking the label selects
 * the edge, like clicking its line).
 */
export function RuleEdge(props: EdgeProps<RuleFlowEdge>) {
  const { data, markerEnd, style, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition } = props;
  const points = data?.points ?? [];
  const [fallback, fallbackX, fallbackY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const path = points.length > 1 ? routePath(points) : fallback;
  const label = data?.label;
  const x = label && points.length > 1 ? label.x : fallbackX;
  const y = label && points.length > 1 ? label.y : fallbackY;
  return (
    <>
      <BaseEdge path={path} markerEnd={markerEnd} style={style} className={data?.guard ? 'flow-graph__path flow-graph__path--guard' : 'flow-graph__path'} />
      {label && (
        <g className="flow-graph__edge-label" transform={`translate(${x - label.width / 2} ${y - label.height / 2})`}>
          <rect width={label.width} height={label.height} rx={3} />
          <text x={label.width / 2} y={label.height / 2} dominantBaseline="central" textAnchor="middle">
            {label.text}
          </text>
        </g>
      )}
    </>
  );
}
