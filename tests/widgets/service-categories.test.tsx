// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ServiceCategories from '../../src/widgets/service-categories/service-categories';
import { visibleCategories } from '../../src/widgets/service-categories/categories';
import { useMockServer } from '../api/harness';
import { atAcmeHq, atHome, camry, renderService } from './services/service-harness';

useMockServer();
afterEach(cleanup);

const demoConfig = { has_diagnostic_service: true };

describe('visibleCategories', () => {
  it('D-02 D-03 D-04 shows each card only when its schedule type is offered at the place', () => {
    expect(visibleCategories(['mechanical', 'tires', 'detailing'], {})).toEqual(['mechanical', 'tires', 'detailing']);
    expect(visibleCategories(['tires'], {})).toEqual(['tires']);
    expect(visibleCategories(['detailing', 'fuel'], {})).toEqual(['detailing']);
    expect(visibleCategories(['mechanical'], {})).toEqual(['mechanical']);
  });

  it('D-05 shows Diagnostic Service only with has_diagnostic_service and the Mechanical card', () => {
    expect(visibleCategories(['mechanical', 'tires'], demoConfig)).toEqual(['mechanical', 'tires', 'diagnostic']);
    expect(visibleCategories(['tires'], demoConfig)).toEqual(['tires']);
    expect(visibleCategories(['mechanical'], { has_diagnostic_service: false })).toEqual(['mechanical']);
  });

  it('D-06 shows Mechanical by default when none of tires, detailing or mechanical is offered (or the types are unknown)', () => {
    expect(visibleCategories([], {})).toEqual(['mechanical']);
    expect(visibleCategories(['fuel', 'rv'], demoConfig)).toEqual(['mechanical', 'diagnostic']);
    expect(visibleCategories(undefined, {})).toEqual(['mechanical']);
  });
});

describe('serviceCategories widget (mock back end)', () => {
  it('D-02..D-05 lists the cards offered at a saved home address (M-05) and sends pickCategory', async () => {
    const { send } = renderService(ServiceCategories, { booking: { ...atHome, vehicle: camry }, values: { config: demoConfig } });
    const cards = await screen.findAllByRole('button');
    expect(cards.map((b) => b.querySelector('.category-card__title')?.textContent)).toEqual([
      'Mechanical Services',
      'Tire Services',
      'Eco-Friendly Detailing Services',
      'Diagnostic Service',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Eco-Friendly Detailing Services/ }));
    expect(send).toHaveBeenCalledWith({ type: 'pickCategory', category: 'detailing' });
    await userEvent.click(screen.getByRole('button', { name: /Diagnostic Service/ }));
    expect(send).toHaveBeenLastCalledWith({ type: 'pickCategory', category: 'diagnostic' });
  });

  it('D-04 leaves out Detailing at a workplace that does not offer it (M-04)', async () => {
    renderService(ServiceCategories, {
      booking: { placeMode: 'workplace', clientLocation: { id: 2, name: 'Innovation Park Campus' }, vehicle: camry },
      values: { config: {} },
    });
    expect(await screen.findByRole('button', { name: /Mechanical Services/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tire Services/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Detailing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Diagnostic/ })).toBeNull();
  });

  it('D-03 a Tire Services pick sends category tires; keyboard works', async () => {
    const user = userEvent.setup();
    const { send } = renderService(ServiceCategories, { booking: { ...atAcmeHq, vehicle: camry }, values: { config: {} } });
    const tires = await screen.findByRole('button', { name: /Tire Services/ });
    tires.focus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'pickCategory', category: 'tires' });
  });
});
