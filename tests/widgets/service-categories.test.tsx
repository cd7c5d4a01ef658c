// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ServiceCategories from '../../src/widgets/service-categories/service-categories';
import { visibleCategories } from '../../src/widgets/service-categories/categories';
import demo from '../../mocks/fixtures/providers/demo.json';
import hidden from '../../mocks/fixtures/providers/hidden.json';
import { useMockServer } from '../api/harness';
import { atAcmeHq, atHome, camry, renderServiceStep } from './services/service-harness';
import { flowDecides } from './support/flow-decides';

useMockServer();
afterEach(cleanup);

/** The simple step's category cards as the flow decides them for `config`. */
function renderCategories(config: Record<string, unknown>, booking: Parameters<typeof renderServiceStep>[1]['booking']) {
  return renderServiceStep(ServiceCategories, { step: 'simple', widget: 'serviceCategories', config, booking });
}
const titles = () => screen.getAllByRole('button').map((b) => b.querySelector('.category-card__title')?.textContent);

describe('visibleCategories', () => {
  it('D-02 D-03 D-04 shows each card only when its schedule type is offered at the place', () => {
    expect(visibleCategories(['mechanical', 'tires', 'detailing'], false)).toEqual(['mechanical', 'tires', 'detailing']);
    expect(visibleCategories(['tires'], false)).toEqual(['tires']);
    expect(visibleCategories(['detailing', 'fuel'], false)).toEqual(['detailing']);
    expect(visibleCategories(['mechanical'], false)).toEqual(['mechanical']);
  });

  it('D-05 shows Diagnostic Service only when the flow shows the part and the Mechanical card shows', () => {
    expect(visibleCategories(['mechanical', 'tires'], true)).toEqual(['mechanical', 'tires', 'diagnostic']);
    expect(visibleCategories(['tires'], true)).toEqual(['tires']);
    expect(visibleCategories(['mechanical'], false)).toEqual(['mechanical']);
  });

  it('D-06 shows Mechanical by default when none of tires, detailing or mechanical is offered (or the types are unknown)', () => {
    expect(visibleCategories([], false)).toEqual(['mechanical']);
    expect(visibleCategories(['fuel', 'rv'], true)).toEqual(['mechanical', 'diagnostic']);
    expect(visibleCategories(undefined, false)).toEqual(['mechanical']);
  });

  it('D-05 part diagnostic: the flow shows it for demo (has_diagnostic_service) and hides it for hidden and a provider without the flag', () => {
    expect(flowDecides('simple', 'serviceCategories', demo).parts).toEqual({ diagnostic: true });
    expect(flowDecides('simple', 'serviceCategories', hidden).parts).toEqual({ diagnostic: false });
    expect(flowDecides('simple', 'serviceCategories', {}).parts).toEqual({ diagnostic: false });
  });
});

describe('serviceCategories widget (mock back end)', () => {
  it('D-02..D-05 lists the cards offered at a saved home address (M-05) and sends pickCategory', async () => {
    const { send } = renderCategories(demo, { ...atHome, vehicle: camry });
    await screen.findAllByRole('button');
    expect(titles()).toEqual(['Mechanical Services', 'Tire Services', 'Eco-Friendly Detailing Services', 'Diagnostic Service']);
    await userEvent.click(screen.getByRole('button', { name: /Eco-Friendly Detailing Services/ }));
    expect(send).toHaveBeenCalledWith({ type: 'pickCategory', category: 'detailing' });
    await userEvent.click(screen.getByRole('button', { name: /Diagnostic Service/ }));
    expect(send).toHaveBeenLastCalledWith({ type: 'pickCategory', category: 'diagnostic' });
  });

  it('D-05 part diagnostic hidden (hidden provider): no Diagnostic Service card, the others as offered', async () => {
    renderCategories(hidden, { ...atHome, vehicle: camry });
    await screen.findAllByRole('button');
    expect(titles()).toEqual(['Mechanical Services', 'Tire Services', 'Eco-Friendly Detailing Services']);
  });

  it('D-04 leaves out Detailing at a workplace that does not offer it (M-04)', async () => {
    renderCategories(hidden, { placeMode: 'workplace', clientLocation: { id: 2, name: 'Innovation Park Campus' }, vehicle: camry });
    expect(await screen.findByRole('button', { name: /Mechanical Services/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tire Services/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Detailing/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Diagnostic/ })).toBeNull();
  });

  it('D-03 a Tire Services pick sends category tires; keyboard works', async () => {
    const user = userEvent.setup();
    const { send } = renderCategories(demo, { ...atAcmeHq, vehicle: camry });
    const tires = await screen.findByRole('button', { name: /Tire Services/ });
    tires.focus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith({ type: 'pickCategory', category: 'tires' });
  });

  it('D-01 shows a loading line while the place’s schedule types load', () => {
    renderCategories(demo, { ...atHome, vehicle: camry });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services…');
  });
});
