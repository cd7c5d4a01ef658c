import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { emptyBooking } from '../../booking/booking-state';
import { CouponBox } from './coupon-box';
import { DEFAULT_LAYOUT_TEXTS } from './layout-texts';
import { SidebarContinue } from './sidebar-continue';
import { sampleHomeBooking, sampleShopBooking } from './sidebar-samples';
import { sidebarSummary } from './sidebar-summary';
import { SidebarView, type SidebarTexts } from './sidebar-view';
import type { CouponBoxState } from './use-coupon-box';
import '../chrome.css';

const texts: SidebarTexts = {
  title: DEFAULT_LAYOUT_TEXTS['sidebar-title'],
  location: DEFAULT_LAYOUT_TEXTS['sidebar-location'],
  vehicle: DEFAULT_LAYOUT_TEXTS['sidebar-vehicle'],
  services: DEFAULT_LAYOUT_TEXTS['sidebar-services'],
  subtotal: DEFAULT_LAYOUT_TEXTS['sidebar-subtotal'],
  taxNote: DEFAULT_LAYOUT_TEXTS['sidebar-tax-note'],
  notChosen: DEFAULT_LAYOUT_TEXTS['sidebar-not-chosen'],
  noServices: DEFAULT_LAYOUT_TEXTS['sidebar-no-services'],
};

const log = (what: string) => (value?: unknown) => console.info(what, value ?? '');

function coupon(state: CouponBoxState, discountText: string | null = null) {
  return (
    <CouponBox label="Coupon code" applyLabel="Apply" state={state} discountText={discountText} onApply={log('apply')} onRemove={log('remove coupon')} />
  );
}

const ready = <SidebarContinue label="Continue" blocked={false} blockerMessage={null} onContinue={log('continue')} />;

const frame = (children: ReactNode) => <div style={{ maxWidth: 340 }}>{children}</div>;

export const Empty: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary(emptyBooking(), {})}
      continueSlot={<SidebarContinue label="Continue" blocked blockerMessage="Please choose a location" onContinue={log('continue')} />}
    />,
  );

export const Filled: Story = () =>
  frame(<SidebarView texts={texts} summary={sidebarSummary(sampleHomeBooking, {})} onRemove={log('remove')} coupon={coupon({ status: 'idle' })} continueSlot={ready} />);

export const ShopWithReferral: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary({ ...sampleShopBooking, referrerCode: 'FRIEND' }, {})}
      onRemove={log('remove')}
      coupon={coupon({ status: 'applied', code: 'FIRST15', coupon: { coupon_code: 'FIRST15', description: '$15 off your first service' } }, '-$15.00')}
      continueSlot={ready}
    />,
  );

export const PricesHidden: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary(sampleHomeBooking, { is_hiding_price_in_booking: true })}
      onRemove={log('remove')}
      coupon={coupon({ status: 'applied', code: 'FIRST15', coupon: null })}
      continueSlot={ready}
    />,
  );

export const CouponLoading: Story = () => frame(coupon({ status: 'checking', code: 'FIRST15' }));

export const CouponNotApplicable: Story = () =>
  frame(
    coupon({
      status: 'rejected',
      code: 'FRIST15',
      message: 'Sorry, that coupon cannot be applied to your order.',
      suggestion: 'FIRST15',
      suggestionMessage: 'Did you mean FIRST15?',
    }),
  );

export const CouponAlreadyUsed: Story = () =>
  frame(
    coupon({
      status: 'rejected',
      code: 'ONCE25',
      message: 'Sorry, you already used that coupon in a previous booking.',
      suggestion: null,
      suggestionMessage: null,
    }),
  );

export const CouponLookupError: Story = () =>
  frame(coupon({ status: 'error', code: 'FIRST15', message: 'Sorry, there was an error with the coupon. Please contact us for assistance.' }));

export const ContinueBlocked: Story = () =>
  frame(<SidebarContinue label="Continue" blocked blockerMessage="You must select at least one Package or Standard Service" onContinue={log('continue')} />);

export const ContinueBusy: Story = () => frame(<SidebarContinue label="Continue" blocked={false} blockerMessage={null} busy onContinue={log('continue')} />);
