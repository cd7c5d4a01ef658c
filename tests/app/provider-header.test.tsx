// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderConfig } from '../../src/api/configuration';
import { ProviderHeader } from '../../src/app/provider-header';
import { ToastProvider } from '../../src/ui/toasts/toast-provider';
import { WithShellTexts } from './support/with-shell-texts';

afterEach(cleanup);

const base: ProviderConfig = {
  z3p_client_name: 'acme',
  customer_facing_name: 'Acme Mobile Mechanics',
  customer_facing_email: 'service@acme-mobile.example',
  customer_facing_phone: '(555) 020-0200',
  customer_facing_phone_raw: '5550200200',
  customer_facing_address: '22 Oak Avenue, Arlington, VA 22201',
  logo: 'https://cdn.example/acme.svg',
  logo_max_height: 56,
  logo_margin_top: 4,
  service_locations: ['home'],
};

function renderHeader(config: ProviderConfig) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <ProviderHeader config={config} />
      </ToastProvider>
    </MemoryRouter>,
    { wrapper: WithShellTexts },
  );
}

describe('ProviderHeader (A-11, A-12)', () => {
  it('shows logo with its size rules, name, phone, e-mail and address', () => {
    const { container } = renderHeader(base);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Acme Mobile Mechanics')).toBeInTheDocument();
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('src', 'https://cdn.example/acme.svg');
    expect(logo).toHaveStyle({ maxHeight: '56px' });
    expect(logo.parentElement).toHaveStyle({ marginTop: '4px' });
    expect(within(header).getByRole('link', { name: '(555) 020-0200' })).toHaveAttribute('href', 'tel:5550200200');
    expect(within(header).getByRole('link', { name: 'service@acme-mobile.example' })).toHaveAttribute('href', 'mailto:service@acme-mobile.example');
    expect(within(header).getByText('22 Oak Avenue, Arlington, VA 22201')).toBeInTheDocument();
  });

  it('A-11 the logo sits in a box of fixed size, before it arrives and after it fails: nothing around it moves', () => {
    const { container } = renderHeader(base);
    const box = () => container.querySelector('.site-header__logo-box') as HTMLElement;
    expect(box()).toHaveStyle({ height: '56px', marginTop: '4px' }); // logo_max_height, logo_margin_top
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(box()).toHaveStyle({ height: '56px' });
    expect(within(screen.getByRole('banner')).getByText('Acme Mobile Mechanics')).toBeInTheDocument();
    cleanup();
    const { container: plain } = renderHeader({ ...base, logo: undefined });
    expect(plain.querySelector('.site-header__logo-box')).toBeNull();
  });

  it('renders configuration text as text and drops unsafe URLs', () => {
    const { container } = renderHeader({
      ...base,
      customer_facing_name: '<img src=x onerror=alert(1)>Evil',
      logo: 'javascript:alert(1)',
      client_url: 'javascript:alert(2)',
    });
    expect(screen.getByText('<img src=x onerror=alert(1)>Evil')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('A-12 on a phone the contact details sit behind a "Contact" disclosure that opens them in one tap (issue 26)', async () => {
    const user = userEvent.setup();
    renderHeader(base);
    const toggle = screen.getByRole('button', { name: 'Contact' });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toHaveClass('site-header__contact');
    expect(details).not.toHaveClass('is-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveClass('is-open');
    expect(within(details).getByRole('link', { name: '(555) 020-0200' })).toBeInTheDocument();
    await user.click(toggle);
    expect(details).not.toHaveClass('is-open');
    cleanup();
    renderHeader({ ...base, customer_facing_phone: undefined, customer_facing_email: undefined, customer_facing_address: undefined });
    expect(screen.queryByRole('button', { name: 'Contact' })).toBeNull();
  });

  it('the feedback button opens a labelled dialog and thanks the visitor (A-13)', async () => {
    const user = userEvent.setup();
    renderHeader(base);
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please write your feedback before sending.');
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback!');
  });
});
