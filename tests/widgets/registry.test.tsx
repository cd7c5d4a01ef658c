// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetCatalog } from '../../src/widgets/registry/catalog';
import { getWidget, widgetRegistry } from '../../src/widgets/registry/registry';
import { unknownWidget } from '../../src/widgets/unknown/unknown-widget';
import { plannedWidget } from '../../src/widgets/planned/planned-widget';
import { emptyWidgetValues } from '../../src/widgets/contract/widget-props';

afterEach(cleanup);

describe('widget registry', () => {
  it('has exactly the catalogue’s names', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(Object.keys(widgetCatalog).sort());
  });

  it('finds a known widget and throws a clear error for an unknown one in tests', () => {
    expect(getWidget('heading')).toBe(widgetRegistry.heading);
    expect(() => getWidget('headng')).toThrow(/Unknown widget "headng"\. Known widgets: .*heading/);
  });

  it('draws a planned widget as a labelled panel with its events as buttons', async () => {
    // A placeholder as the registry makes one for a planned catalogue entry (the catalogue may have none left).
    const Planned = plannedWidget('futureForm', { description: 'Sign in.', planned: 'a later issue', events: ['signedIn'] });
    const send = vi.fn();
    render(<Planned name="futureForm" options={{}} parts={{}} text={String} values={emptyWidgetValues} send={send} dispatch={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'futureForm — coming in a later issue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send “signedIn”' }));
    expect(send).toHaveBeenCalledWith({ type: 'signedIn' });
  });

  it('the unknown-widget placeholder names the widget', () => {
    const Unknown = unknownWidget('mystery');
    render(<Unknown name="mystery" options={{}} parts={{}} text={String} values={emptyWidgetValues} send={vi.fn()} dispatch={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown widget “mystery”');
  });
});
