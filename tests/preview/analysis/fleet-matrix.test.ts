import { describe, expect, it } from 'vitest';
import { fleetMatrix } from '../../../preview/analysis/fleet-matrix';
import { bookingFlow, fixtures, overlays } from './analysis-inputs';

describe('fleetMatrix', () => {
  const matrix = fleetMatrix(bookingFlow, fixtures, { overlays });

  it('has one column per fixture (all 8) and one row per step', () => {
    expect(matrix.providers).toEqual(['demo', 'acme', 'skipper', 'hidden', 'fleetco', 'gone', 'services', 'diag']);
    expect(matrix.rows.map((r) => r.stepId)).toEqual(bookingFlow.steps.map((s) => s.id));
    for (const row of matrix.rows) expect(row.cells).toHaveLength(8);
  });

  it('gives each cell the status and reason of that provider', () => {
    const location = matrix.rows.find((r) => r.stepId === 'location')!;
    const byProvider = Object.fromEntries(matrix.providers.map((p, i) => [p, location.cells[i]!]));
    expect(byProvider.demo!.status).toBe('reachable');
    expect(byProvider.fleetco!.status).toBe('reachable');
    expect(byProvider.acme!.status).toBe('unreachable');
    expect(byProvider.acme!.reason).toContain('service_locations to include "workplace"');
    const checkin = matrix.rows.find((r) => r.stepId === 'checkin')!;
    expect(checkin.cells.every((c) => c.status === 'link')).toBe(true);
  });

  it('counts the journeys per session kind; a churned provider has none', () => {
    expect(matrix.sessionKinds).toEqual(['visitor', 'guest', 'customer', 'fleet', 'returning']);
    const of = (p: string) => matrix.journeys.find((j) => j.provider === p)!;
    expect(of('demo').counts).toEqual({ visitor: 3, customer: 3, returning: 3 });
    expect(of('acme').counts.guest).toBe(1);
    expect(of('fleetco').counts.fleet).toBe(1);
    expect(of('gone')).toMatchObject({ skipped: expect.stringContaining('churned'), counts: {} });
  });

  it('reuses the analyses of unchanged configurations (memoised)', () => {
    const again = fleetMatrix(bookingFlow, fixtures, { overlays });
    expect(again.rows[0]!.cells[0]).toBe(matrix.rows[0]!.cells[0]);
  });
});
