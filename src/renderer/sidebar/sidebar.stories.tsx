import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { emptyBooking } from '../../booking/booking-state';
import { flowStoryText } from '../../widgets/shared/flow-story-text';
import { CouponBox } from './coupon-box';
import { SidebarContinue } from './sidebar-continue';
import { sampleHomeBooking, sampleShopBooking } from './sidebar-samples';
import { sidebarSummary } from './sidebar-summary';
import { sidebarTexts } from './sidebar-texts';
import { SidebarView } from './sidebar-view';
import type { CouponBoxState } from './use-coupon-box';
import '../chrome.css';

const chrome = flowStoryText();
const texts = sidebarTexts(chrome);

const log = (what: string) => (value?: unknown) => console.info(what, value ?? '');

function coupon(state: CouponBoxState, discountText: string | null = null) {
  return (
    <CouponBox
      label="Coupon code"
      applyLabel="Apply"
      state={state}
      discountText={discountText}
      onApply={log('apply')}
      onRemove={log('remove coupon')}
      text={flowStoryText()}
    />
  );
}

const ready = <SidebarContinue label="Continue" busyLabel={chrome('please-wait')} blocked={false} blockerMessage={null} onContinue={log('continue')} />;

const frame = (children: ReactNode) => <div style={{ maxWidth: 340 }}>{children}</div>;

export const Empty: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary(emptyBooking(), false)}
      continueSlot={<SidebarContinue label="Continue" busyLabel={chrome('please-wait')} blocked blockerMessage="Please choose a location" onContinue={log('continue')} />}
    />,
  );

export const Filled: Story = () =>
  frame(<SidebarView texts={texts} summary={sidebarSummary(sampleHomeBooking, false)} onRemove={log('remove')} coupon={coupon({ status: 'idle' })} continueSlot={ready} />);

export const ShopWithReferral: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary({ ...sampleShopBooking, referrerCode: 'FRIEND' }, false)}
      onRemove={log('remove')}
      coupon={coupon({ status: 'applied', code: 'FIRST15', coupon: { coupon_code: 'FIRST15', description: '$15 off your first service' } }, '-$15.00')}
      continueSlot={ready}
    />,
  );

export const PricesHidden: Story = () =>
  frame(
    <SidebarView
      texts={texts}
      summary={sidebarSummary(sampleHomeBooking, true)}
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
      key: 'coupon-cannot-be-applied',
      suggestion: 'FIRST15',
      suggestionMessage: { key: 'coupon-did-you-mean', vars: { code: 'FIRST15' } },
    }),
  );

export const CouponAlreadyUsed: Story = () =>
  frame(
    coupon({
      status: 'rejected',
      code: 'ONCE25',
      key: 'coupon-used-before',
      suggestion: null,
      suggestionMessage: null,
    }),
  );

export const CouponLookupError: Story = () =>
  frame(coupon({ status: 'error', code: 'FIRST15', key: 'coupon-lookup-error' }));

export const ContinueBlocked: Story = () =>
  frame(<SidebarContinue label="Continue" busyLabel={chrome('please-wait')} blocked blockerMessage="You must select at least one Package or Standard Service" onContinue={log('continue')} />);

export const ContinueBusy: Story = () => frame(<SidebarContinue label="Continue" busyLabel={chrome('please-wait')} blocked={false} blockerMessage={null} busy onContinue={log('continue')} />);
