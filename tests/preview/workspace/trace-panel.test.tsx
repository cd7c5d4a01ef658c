// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Decision } from '../../../src/renderer/decision';
import { TracePanel } from '../../../preview/workspace/trace-panel';

afterEach(cleanup);

const entry: Decision = {
  seq: 1,
  kind: 'entry',
  stepId: 'services',
  path: '/pricing/services',
  ruleId: 'D-07',
  to: { stepId: 'vehicle', path: '/pricing/vehicle' },
  explanation: { stepId: 'services', decidedBy: 'D-07', trace: [{ id: 'D-07', kind: 'guard', matched: true, condition: { text: 'booking.hasVehicle is false', result: true, value: false, op: 'leaf', leaf: { source: 'booking', name: 'hasVehicle', test: 'equals', operand: false } } }] },
};
const event: Decision = {
  seq: 2,
  kind: 'event',
  stepId: 'vehicle',
  path: '/pricing/vehicle',
  event: 'continue',
  ruleId: 'C-10',
  to: { stepId: 'services', path: '/pricing/services' },
  explanation: { stepId: 'vehicle', decidedBy: 'C-10', trace: [{ id: 'C-09', kind: 'rule', matched: false }, { id: 'C-10', kind: 'otherwise', matched: true }] },
};

describe('TracePanel', () => {
  it('lists decisions newest first with their rule ids and each condition with the value it read', () => {
    render(<TracePanel decisions={[entry, event]} selected={null} onSelect={() => undefined} onClear={() => undefined} />);
    const items = within(screen.getByRole('list', { name: 'Decisions, newest first' })).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Event vehicle: continue → C-10 → /pricing/services');
    expect(items[1]).toHaveTextContent('Entered services: guard D-07 → /pricing/vehicle');
    expect(screen.getByText('booking.hasVehicle is false', { exact: false })).toHaveTextContent('true booking.hasVehicle is false (read false)');
  });

  it('selecting an entry reports it; Clear empties the list', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClear = vi.fn();
    render(<TracePanel decisions={[entry]} selected={null} onSelect={onSelect} onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: /guard D-07/ }));
    expect(onSelect).toHaveBeenCalledWith(entry);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('B-15/B-16 each refused Continue press is an entry of its own naming the blocker and its message', () => {
    const press = (seq: number): Decision => ({
      seq,
      kind: 'blocked',
      stepId: 'place',
      path: '/pricing/place',
      event: 'continue',
      ruleId: 'B-15/B-16',
      message: 'Please choose a location',
      pressed: true,
      explanation: { stepId: 'place', decidedBy: 'B-15/B-16', trace: [{ id: 'B-15/B-16', kind: 'blocker', matched: true, condition: { text: 'not (booking.hasPlace is truthy)', result: true, op: 'not' } }] },
    });
    const holding: Decision = { ...press(3), pressed: false, event: undefined };
    render(<TracePanel decisions={[holding, press(4), press(5), press(6)]} selected={null} onSelect={() => undefined} onClear={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Decisions, newest first' });
    expect(within(list).getAllByRole('button', { name: 'Blocker place: Continue pressed — refused by B-15/B-16 (“Please choose a location”)' })).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Blocker place: Continue blocked by B-15/B-16 (“Please choose a location”)' })).toBeInTheDocument();
  });

  it('keeps `shown` decisions out of the list (the "What this step shows" section tells them)', () => {
    const shown: Decision = { seq: 7, kind: 'shown', stepId: 'place', path: '/pricing/place', ruleId: null, explanation: { stepId: 'place', decidedBy: 'none', trace: [] }, widgets: [], sidebar: [] };
    render(<TracePanel decisions={[entry, shown]} selected={null} onSelect={() => undefined} onClear={() => undefined} />);
    expect(within(screen.getByRole('list', { name: 'Decisions, newest first' })).getAllByRole('button')).toHaveLength(1);
  });

  it('a named fact a widget decided is an entry with its value and reason', () => {
    const facts: Decision = {
      seq: 8,
      kind: 'facts',
      stepId: 'account',
      path: '/account',
      ruleId: null,
      explanation: { stepId: 'account', decidedBy: 'none', trace: [] },
      facts: [{ widget: 'accountArea', name: 'cancellationFee#42', value: { applies: true, cents: 2500 }, because: 'starts in 3 h, within the 24 h cut-off' }],
    };
    render(<TracePanel decisions={[facts]} selected={null} onSelect={() => undefined} onClear={() => undefined} />);
    expect(screen.getByRole('button', { name: /^Facts account:/ })).toHaveTextContent(
      'Facts account: accountArea decided cancellationFee#42 = {"applies":true,"cents":2500} (starts in 3 h, within the 24 h cut-off)',
    );
  });

  it('says what to do while there is nothing to show', () => {
    render(<TracePanel decisions={[]} selected={null} onSelect={() => undefined} onClear={() => undefined} />);
    expect(screen.getByText(/every guard, event and blocker shows up here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('"Show in graph" on an entry names its step and reports it', async () => {
    const user = userEvent.setup();
    const onShowInGraph = vi.fn();
    render(<TracePanel decisions={[entry, event]} selected={null} onSelect={() => undefined} onShowInGraph={onShowInGraph} onClear={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Show in graph: step services' }));
    expect(onShowInGraph).toHaveBeenCalledWith('services');
  });

  it('keeps entries of a reloaded frame (their seq starts again) apart, without duplicate keys, and marks only the selected one', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const again: Decision = { ...entry };
    render(<TracePanel decisions={[entry, event, again]} selected={again} onSelect={() => undefined} onClear={() => undefined} />);
    const pressed = within(screen.getByRole('list', { name: 'Decisions, newest first' })).getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /guard D-07/ })).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
