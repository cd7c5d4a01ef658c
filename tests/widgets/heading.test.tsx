// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Heading from '../../src/widgets/heading/heading';
import { renderWidget } from './render-widget';

afterEach(cleanup);

describe('heading widget', () => {
  it('shows the title and subtitle texts', () => {
    renderWidget(Heading, { title: 't', subtitle: 's' }, { texts: { t: 'Schedule Your Service', s: 'Where do you want service?' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Your Service' })).toBeInTheDocument();
    expect(screen.getByText('Where do you want service?')).toBeInTheDocument();
  });

  it('can be a level-2 heading without subtitle', () => {
    renderWidget(Heading, { title: 't', level: 2 }, { texts: { t: 'Details' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).not.toHaveAttribute('tabindex');
  });

  it('makes the step heading (h1) focusable by script only, for the focus on a step change', () => {
    renderWidget(Heading, { title: 't' }, { texts: { t: 'Schedule Your Service' } });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Schedule Your Service' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    h1.focus();
    expect(h1).toHaveFocus();
  });
});
