// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaultRow } from '../../../preview/scenario-builder';
import { FaultsFieldset } from '../../../preview/workspace/faults-fieldset';

afterEach(cleanup);

function Harness({ initial }: { initial: FaultRow[] }) {
  const [faults, setFaults] = useState(initial);
  const next = useRef(initial.length + 1);
  return (
    <>
      <FaultsFieldset faults={faults} callKeys={['GET /service-area']} errors={[]} newFaultId={() => next.current++} onChange={setFaults} />
      <output>{faults.map((f) => f.id).join(',')}</output>
    </>
  );
}

const row = (id: number): FaultRow => ({ id, key: 'GET /service-area', kind: 'status', status: '500', body: '', delay: '3000' });

describe('FaultsFieldset', () => {
  it('adds a row with a new id and a 500 answer, and puts the focus back on "Add a fault" after a removal', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row(1), row(2)]} />);
    await user.click(screen.getByRole('button', { name: 'Add a fault' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,2,3');
    const removes = screen.getAllByRole('button', { name: /remove/i });
    await user.click(removes[0]!);
    expect(screen.getByRole('status')).toHaveTextContent('2,3');
    expect(screen.getByRole('button', { name: 'Add a fault' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a fault' }));
    expect(screen.getByRole('status')).toHaveTextContent('2,3,4');
  });
});
