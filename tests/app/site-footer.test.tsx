// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listWithAnd, SiteFooter } from '../../src/app/site-footer';
import { WithShellTexts } from './support/with-shell-texts';

afterEach(cleanup);

describe('SiteFooter (A-14, A-15)', () => {
  it('lists the manufacturers with the vehicle-data provider logo', () => {
    render(<SiteFooter />, { wrapper: WithShellTexts });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Chrysler, Ford, General Motors, Honda, Hyundai, Land Rover, Jaguar, Mazda, Nissan, Subaru, Toyota, Volkswagen and Volvo',
    );
    expect(screen.getByRole('img', { name: /logo/ })).toBeInTheDocument();
  });

  it('joins names with commas and "and"', () => {
    expect(listWithAnd(['A'])).toBe('A');
    expect(listWithAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
