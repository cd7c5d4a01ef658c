// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../src/ui/toasts/toast-provider';
import { MemoryRouter } from 'react-router-dom';
import { useState } from 'react';
import type { CartLine } from '../../src/booking/booking-state';
import { CouponBox } from '../../src/renderer/sidebar/coupon-box';
import { SidebarContinue } from '../../src/renderer/sidebar/sidebar-continue';
import { sampleCart, sampleHomeBooking, sampleShopBooking } from '../../src/renderer/sidebar/sidebar-samples';
import { sidebarSummary } from '../../src/renderer/sidebar/sidebar-summary';
import { SidebarView, type SidebarTexts } from '../../src/renderer/sidebar/sidebar-view';
import { CART_TOAST_MS, diffCart, useCartToasts } from '../../src/renderer/sidebar/use-cart-toasts';
import { emptyBooking } from '../../src/booking/booking-state';
import { flowText } from '../domain/support/flow-text';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const texts: SidebarTexts = {
  title: 'Your Booking',
  location: 'Your Location',
  vehicle: 'Your Vehicle',
  services: 'Your Services',
  subtotal: 'Subtotal',
  taxNote: 'plus tax and fees',
  notChosen: 'Not chosen yet',
  noServices: 'No services yet',
  included: 'Included',
  remove: 'Remove',
  removeName: (name) => `Remove ${name}`,
  quantity: (count) => `Qty ${count}`,
};

describe('sidebarSummary', () => {
  it('D-72 shows the home address on one line, the vehicle, and each service with quantity and line price', () => {
    const s = sidebarSummary(sampleHomeBooking, false);
    expect(s.location).toBe('12 Elm Street, Springfield, VA 22150');
    expect(s.vehicle).toBe('2019 Toyota Camry');
    expect(s.lines.map((l) => [l.name, l.quantity, l.priceText])).toEqual([
      ['Basic Maintenance Package', 1, '$129.99'],
      ['Wiper Blades', 2, '$50.00'],
      ['Multi-Point Inspection', 1, 'FREE'],
    ]);
    expect(s.subtotalText).toBe('$179.99');
  });

  it('D-72 shows the workplace or shop name as the location', () => {
    expect(sidebarSummary(sampleShopBooking, false).location).toBe('Demo Auto Shop - Springfield');
  });

  it('D-15 prices packages at 80 % with a referrer code, in the lines and the subtotal', () => {
    const s = sidebarSummary({ ...sampleHomeBooking, referrerCode: 'FRIEND' }, false);
    expect(s.lines[0]!.priceText).toBe('$103.99');
    expect(s.subtotalText).toBe('$153.99');
  });

  it('H-08 hides every price when the flow hides prices (the sidebar prices part)', () => {
    const s = sidebarSummary(sampleHomeBooking, true);
    expect(s.lines.every((l) => l.priceText === null)).toBe(true);
    expect(s.subtotalText).toBeNull();
  });

  it('D-55 marks included-with-every-mechanical-service lines as not removable', () => {
    expect(sidebarSummary(sampleHomeBooking, false).lines.map((l) => l.removable)).toEqual([true, true, false]);
  });
});

describe('SidebarView', () => {
  it('D-72 empty: says what is not chosen yet', () => {
    render(<SidebarView texts={texts} summary={sidebarSummary(emptyBooking(), false)} />);
    expect(screen.getByRole('heading', { name: 'Your Location' })).toBeInTheDocument();
    expect(screen.getAllByText('Not chosen yet')).toHaveLength(2);
    expect(screen.getByText('No services yet')).toBeInTheDocument();
    expect(screen.queryByText('plus tax and fees')).toBeNull();
  });

  it('D-72/D-73 filled: place, vehicle, services with quantities, subtotal with "plus tax and fees"', () => {
    render(<SidebarView texts={texts} summary={sidebarSummary(sampleHomeBooking, false)} />);
    const aside = screen.getByRole('complementary', { name: 'Your Booking' });
    expect(within(aside).getByText('12 Elm Street, Springfield, VA 22150')).toBeInTheDocument();
    expect(within(aside).getByText('2019 Toyota Camry')).toBeInTheDocument();
    const items = within(aside).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Wiper Blades');
    expect(items[1]).toHaveTextContent('Qty 2');
    expect(items[1]).toHaveTextContent('$50.00');
    expect(screen.getByTestId('sidebar-subtotal')).toHaveTextContent('Subtotal$179.99plus tax and fees');
  });

  it('H-08 hidden prices: no dollar amount anywhere', () => {
    const { container } = render(<SidebarView texts={texts} summary={sidebarSummary(sampleHomeBooking, true)} />);
    expect(container.textContent).not.toMatch(/\$|FREE/);
    expect(screen.getByText('Qty 2')).toBeInTheDocument();
  });

  it('D-55 removes a removable service; an included one has no Remove button', async () => {
    const onRemove = vi.fn();
    render(<SidebarView texts={texts} summary={sidebarSummary(sampleHomeBooking, false)} onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wiper Blades' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'Wiper Blades' }));
    expect(screen.queryByRole('button', { name: 'Remove Multi-Point Inspection' })).toBeNull();
    expect(screen.getByText('Included')).toBeInTheDocument();
  });
});

describe('CouponBox', () => {
  const base = { label: 'Coupon code', applyLabel: 'Apply', discountText: null, onRemove: () => {}, text: flowText };

  it('D-74/D-76 sends the typed code on Apply (Enter works too)', async () => {
    const onApply = vi.fn();
    render(<CouponBox {...base} state={{ status: 'idle' }} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Coupon code'), ' first15 {Enter}');
    expect(onApply).toHaveBeenCalledWith(' first15 ');
  });

  it('loading: Apply is busy while checking and sends nothing', async () => {
    const onApply = vi.fn();
    render(<CouponBox {...base} state={{ status: 'checking', code: 'FIRST15' }} onApply={onApply} />);
    const button = screen.getByRole('button', { name: 'Checking…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('D-81/D-85 error: shows the message and "Did you mean X?" applies X', async () => {
    const onApply = vi.fn();
    render(
      <CouponBox
        {...base}
        state={{
          status: 'rejected',
          code: 'FRIST15',
          key: 'coupon-cannot-be-applied',
          suggestion: 'FIRST15',
          suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'FIRST15' } },
        }}
        onApply={onApply}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, that coupon cannot be applied to your order.');
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Did you mean FIRST15?' }));
    expect(onApply).toHaveBeenCalledWith('FIRST15');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('FIRST15');
  });

  it('filled: an applied coupon shows its code and discount and can be removed', async () => {
    const onRemove = vi.fn();
    render(
      <CouponBox
        {...base}
        discountText="-$15.00"
        onRemove={onRemove}
        state={{ status: 'applied', code: 'FIRST15', coupon: { coupon_code: 'FIRST15', description: '$15 off your first service' } }}
        onApply={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Coupon FIRST15 applied — $15 off your first service-$15.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon FIRST15' }));
    expect(onRemove).toHaveBeenCalled();
  });
});

describe('SidebarContinue', () => {
  it('D-75 blocked: aria-disabled, described by the blocker message; a press reaches the step, which refuses it (and traces it)', async () => {
    const onContinue = vi.fn();
    render(<SidebarContinue label="Continue" busyLabel={flowText('please-wait')} blocked blockerMessage="You must select at least one Package or Standard Service" onContinue={onContinue} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('You must select at least one Package or Standard Service');
    await userEvent.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('D-75 busy: a press does nothing', async () => {
    const onContinue = vi.fn();
    render(<SidebarContinue label="Continue" busyLabel={flowText('please-wait')} blocked={false} busy blockerMessage={null} onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Please wait…' }));
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('D-75 ready: sends continue', async () => {
    const onContinue = vi.fn();
    render(<SidebarContinue label="Continue" busyLabel={flowText('please-wait')} blocked={false} blockerMessage={null} onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe('cart toasts', () => {
  it('diffCart finds added and removed lines by offering and quote option', () => {
    const quoted: CartLine = { ...sampleCart[0]!, quote_option_id: 9 };
    const { added, removed } = diffCart(sampleCart, [sampleCart[0]!, quoted]);
    expect(added).toEqual([quoted]);
    expect(removed.map((l) => l.service_offering_id)).toEqual([301, 208]);
  });

  const inspection: CartLine = { ...sampleCart[1]!, service_offering_id: 999, long_name: 'Free Inspection', total_cost_dollars: 0 };

  function Cart() {
    const [cart, setCart] = useState<CartLine[]>([sampleCart[0]!]);
    useCartToasts(cart, (kind, name, count) => flowText(`cart-${kind}${count > 1 ? '-many' : ''}`, { name, count }));
    return (
      <>
        <button onClick={() => setCart((c) => [...c, sampleCart[1]!])}>add</button>
        <button onClick={() => setCart((c) => [...c, sampleCart[2]!, inspection])}>add two</button>
        <button onClick={() => setCart((c) => c.slice(1))}>remove first</button>
      </>
    );
  }

  function renderCart() {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <ToastProvider>
          <Cart />
        </ToastProvider>
      </MemoryRouter>,
    );
  }

  it('D-57 adding or removing a service shows a toast for 3 seconds; the starting cart shows none', () => {
    renderCart();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => screen.getByRole('button', { name: 'add' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Wiper Blades was added to your cart.');
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1));
    expect(screen.getByText('Wiper Blades was added to your cart.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => screen.getByRole('button', { name: 'remove first' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Basic Maintenance Package was removed from your cart.');
    expect(CART_TOAST_MS).toBe(3000);
  });

  it('D-57 changes that come while the cart toast shows collapse into one toast that counts them, for 3 seconds from the last', () => {
    renderCart();
    act(() => screen.getByRole('button', { name: 'add' }).click());
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1));
    act(() => screen.getByRole('button', { name: 'add two' }).click());
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('3 services were added to your cart.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'remove first' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('3 services were added to your cart. Basic Maintenance Package was removed from your cart.');
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => screen.getByRole('button', { name: 'remove first' }).click());
    expect(screen.getByText('Wiper Blades was removed from your cart.')).toBeInTheDocument();
  });
});
