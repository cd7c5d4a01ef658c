// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../../src/engine';
import { FlowGraph } from '../../../preview/graph/flow-graph';

// React Flow measures with ResizeObserver and reads the viewport's zoom with DOMMatrixReadOnly: jsdom has neither.
beforeAll(() => {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnlyStub {
    m22 = 1;
    constructor(_transform?: string) {}
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
});

afterEach(cleanup);

const flow = JSON.parse(readFileSync(join(import.meta.dirname, '../../../flows/booking.flow.json'), 'utf8')) as Flow;

function renderGraph(props: Partial<Parameters<typeof FlowGraph>[0]> = {}) {
  const onSelectStep = vi.fn();
  const onSelectRule = vi.fn();
  const view = render(
    <div style={{ width: 1280, height: 520 }}>
      <FlowGraph flow={flow} onSelectStep={onSelectStep} onSelectRule={onSelectRule} {...props} />
    </div>,
  );
  return { ...view, onSelectStep, onSelectRule };
}

const nodeOf = (container: HTMLElement, id: string) => container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);

describe('FlowGraph', () => {
  it('draws every step as a node labelled with its route and id', () => {
    const { container } = renderGraph();
    expect(container.querySelectorAll('.react-flow__node')).toHaveLength(flow.steps.length);
    const place = nodeOf(container, 'place');
    expect(place).toHaveAccessibleName('Step place, /pricing/place');
    expect(within(place!).getByText('/pricing/place')).toBeInTheDocument();
    expect(within(place!).getByText('place')).toBeInTheDocument();
  });

  it('draws edges labelled with rule ids, guards dashed', () => {
    const { container } = renderGraph();
    const edge = container.querySelector('.react-flow__edge[data-id="simple->tires"]');
    expect(edge).toHaveAccessibleName('From simple to tires, on pickCategory: rule D-03');
    expect(edge?.textContent).toBe('D-03');
    expect(container.querySelector('.react-flow__edge[data-id="simple->schedule:guard"] .flow-graph__path--guard')).not.toBeNull();
  });

  it('marks unreachable steps with the word and the reason', () => {
    const { container } = renderGraph({ unreachable: { location: 'service_locations has no shop: no rule leads here' } });
    const location = nodeOf(container, 'location')!;
    expect(within(location).getByText('unreachable')).toBeVisible();
    expect(location).toHaveAccessibleName('Step location, /pricing/location, unreachable: service_locations has no shop: no rule leads here');
    expect(within(location).getByTitle('Unreachable: service_locations has no shop: no rule leads here')).toBeInTheDocument();
    expect(within(nodeOf(container, 'place')!).queryByText('unreachable')).toBeNull();
  });

  it('reaches nodes with Tab and selects a step with Enter', async () => {
    const user = userEvent.setup();
    const { container, onSelectStep } = renderGraph();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Find a step' }));
    await user.tab();
    expect(document.activeElement).toBe(nodeOf(container, 'home'));
    await user.tab();
    expect(document.activeElement).toBe(nodeOf(container, 'begin'));
    await user.keyboard('{Enter}');
    expect(onSelectStep).toHaveBeenCalledWith('begin');
  });

  it('selects a step on click and an edge’s rules on click', () => {
    // A plain click event: user-event's mousedown has no `view`, which d3-zoom's pan handler reads in jsdom.
    const { container, onSelectStep, onSelectRule } = renderGraph();
    fireEvent.click(nodeOf(container, 'vehicle')!);
    expect(onSelectStep).toHaveBeenLastCalledWith('vehicle');
    fireEvent.click(container.querySelector('.react-flow__edge[data-id="simple->tires"] .flow-graph__edge-label')!);
    expect(onSelectRule).toHaveBeenLastCalledWith(['D-03']);
  });

  it('is read-only: nodes cannot be dragged or connected', () => {
    const { container } = renderGraph();
    const node = nodeOf(container, 'place')!;
    expect(node).not.toHaveClass('draggable');
    expect(node).not.toHaveClass('connectable');
    expect(container.querySelector('.react-flow__handle.connectable')).toBeNull();
  });

  it('draws the highlight strongly and dims the rest; marks the selected step', () => {
    const { container, rerender } = renderGraph({ highlight: { steps: ['simple'], rules: ['D-03'] }, selectedStep: 'tires' });
    expect(nodeOf(container, 'simple')).toHaveClass('flow-graph__rf-node--highlighted');
    expect(nodeOf(container, 'tires')).toHaveClass('flow-graph__rf-node--highlighted');
    expect(nodeOf(container, 'tires')).toHaveClass('selected');
    expect(nodeOf(container, 'place')).toHaveClass('flow-graph__rf-node--dimmed');
    expect(container.querySelector('.react-flow__edge[data-id="simple->tires"]')).toHaveClass('flow-graph__rf-edge--highlighted');
    expect(container.querySelector('.react-flow__edge[data-id="simple->services"]')).toHaveClass('flow-graph__rf-edge--dimmed');
    rerender(
      <div style={{ width: 1280, height: 520 }}>
        <FlowGraph flow={flow} />
      </div>,
    );
    expect(nodeOf(container, 'place')).toHaveClass('flow-graph__rf-node--plain');
  });

  it('offers the steps and rules as a list with the same actions', async () => {
    const user = userEvent.setup();
    const { onSelectStep, onSelectRule } = renderGraph({ unreachable: { location: 'no shop' } });
    await user.click(screen.getByText('Steps and rules as a list'));
    await user.click(screen.getByRole('button', { name: '/pricing/place (place)' }));
    expect(onSelectStep).toHaveBeenLastCalledWith('place');
    await user.click(screen.getByRole('button', { name: 'on pickCategory → tires: D-03' }));
    expect(onSelectRule).toHaveBeenLastCalledWith(['D-03']);
    await user.click(screen.getByRole('button', { name: 'guard on entry → schedule: D-07' }));
    expect(onSelectRule).toHaveBeenLastCalledWith(['D-07']);
    expect(screen.getByText(/unreachable: no shop/)).toBeInTheDocument();
  });

  it('pans to the highlighted steps when the highlight changes', async () => {
    const { container, rerender } = renderGraph();
    const viewport = container.querySelector<HTMLElement>('.react-flow__viewport')!;
    const before = viewport.style.transform;
    await act(async () => {
      rerender(
        <div style={{ width: 1280, height: 520 }}>
          <FlowGraph flow={flow} highlight={{ steps: ['finished'] }} />
        </div>,
      );
    });
    // The pan is animated (300 ms unless reduced motion is asked for).
    await waitFor(() => expect(viewport.style.transform).not.toBe(before));
  });

  it('"Find a step" marks the steps whose id or route matches and says how many', async () => {
    const user = userEvent.setup();
    const { container } = renderGraph();
    await user.type(screen.getByRole('searchbox', { name: 'Find a step' }), 'schedule');
    expect(screen.getByRole('status')).toHaveTextContent('2 steps match; Enter shows the first.');
    expect(nodeOf(container, 'schedule')).toHaveClass('flow-graph__rf-node--match');
    expect(nodeOf(container, 'reschedule-link')).toHaveClass('flow-graph__rf-node--match');
    expect(nodeOf(container, 'place')).not.toHaveClass('flow-graph__rf-node--match');
    expect(within(screen.getByRole('list', { name: 'Matching steps' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Show schedule (/pricing/schedule)',
      'Show reschedule-link (/reschedule/:customerId/:swId/:newDate?)',
    ]);
  });
});
