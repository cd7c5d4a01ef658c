import type { Story } from '@ladle/react';
import { useState } from 'react';
import '../checkout-shared/checkout.css';
import { computePriceBreakdown } from '../../domain/pricing';
import { tipOptions, type TipChoice } from '../../domain/tip';
import { PriceLinesView } from '../checkout-shared/price-lines-view';
import { AppointmentDetails } from '../checkout-shared/appointment-details';
import { CheckoutAgreements, TextAgreement } from './checkout-agreements';
import { CustomerInfoForm, type CustomerInfo } from './customer-info-form';
import { KeyLocationSelect } from './key-location-select';
import { ServicesSummary } from '../checkout-shared/services-summary';
import { TipSelector } from './tip-selector';
import { checkoutStoryText } from '../checkout-shared/checkout-story-text';
import { summaryTexts } from '../checkout-shared/summary-texts';
import { agreementTexts, customerInfoTexts, keyLocationTexts, phoneFieldsTexts, tipTexts } from './review-texts';
import { AdditionalPhoneFields } from './additional-phone-fields';

/** The parts of the review step (bookingReview), each with plain props and the flow's texts. */
const text = checkoutStoryText('review');
const summary = summaryTexts(text);
const EMPTY: CustomerInfo = { firstName: '', lastName: '', email: '', phone: '' };
const FILLED: CustomerInfo = { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', phone: '(555) 555-0101' };

function Customer({ initial, showErrors }: { initial: CustomerInfo; showErrors: boolean }) {
  const [value, setValue] = useState(initial);
  return <CustomerInfoForm value={value} showErrors={showErrors} texts={customerInfoTexts(text)} onChange={(f, v) => setValue((c) => ({ ...c, [f]: v }))} />;
}
export const CustomerInfoEmpty: Story = () => <Customer initial={EMPTY} showErrors={false} />;
export const CustomerInfoFilled: Story = () => <Customer initial={FILLED} showErrors={false} />;
export const CustomerInfoError: Story = () => <Customer initial={{ ...FILLED, email: '' }} showErrors />;

export const KeyLocationEmpty: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  const [note, setNote] = useState('');
  return <KeyLocationSelect value={value} note={note} onChange={setValue} onNote={setNote} showErrors={false} texts={keyLocationTexts(text)} />;
};
export const KeyLocationError: Story = () => <KeyLocationSelect value={null} note="" onChange={() => undefined} onNote={() => undefined} showErrors texts={keyLocationTexts(text)} />;
export const KeyLocationOther: Story = () => <KeyLocationSelect value="other" note="" onChange={() => undefined} onNote={() => undefined} showErrors texts={keyLocationTexts(text)} />;

function Phones({ initial, showErrors }: { initial: string[]; showErrors: boolean }) {
  const [phones, setPhones] = useState(initial);
  return <AdditionalPhoneFields phones={phones} showErrors={showErrors} texts={phoneFieldsTexts(text)} onChange={setPhones} />;
}
export const AdditionalPhonesEmpty: Story = () => <Phones initial={[]} showErrors={false} />;
export const AdditionalPhonesFilled: Story = () => <Phones initial={['(555) 123-4567', '(555) 987-6543']} showErrors={false} />;
export const AdditionalPhonesError: Story = () => <Phones initial={['(555) 123']} showErrors />;

export const Agreements: Story = () => {
  const [a, setA] = useState(false);
  const [b, setB] = useState(false);
  const [c, setC] = useState(false);
  return (
    <>
      <TextAgreement label="I agree to receive text messages from FleetCo Workplace Services about my appointment. Message and data rates may apply." checked={a} onChange={setA} />
      <CheckoutAgreements
        texts={agreementTexts(text)}
        terms
        termsUrl="https://fleetco.example/terms"
        termsAccepted={b}
        onTerms={setB}
        cancellationPolicy="If you cancel less than 24 hours before your appointment, a $25 cancellation fee applies. If you miss your appointment, a $50 no-show fee applies."
        cancellationPolicyAccepted={c}
        onCancellationPolicy={setC}
      />
    </>
  );
};

export const Appointment: Story = () => (
  <AppointmentDetails
    date="2025-03-18"
    start="09:00"
    end="11:00"
    timeZone="America/Chicago"
    noDateText="Date not yet set - we will reach out!"
    place={{ kind: 'home', name: '12 Elm Street, Springfield, VA 22150' }}
    vehicle="2019 Toyota Camry"
    texts={summary}
  />
);
export const AppointmentWaitlistAtWork: Story = () => (
  <AppointmentDetails
    date={null}
    start={null}
    end={null}
    timeZone="America/New_York"
    noDateText="Date not yet set - we will reach out!"
    place={{ kind: 'workplace', name: 'Acme Corp Headquarters', keyoskName: 'Lobby Keyosk', parkingName: 'Lot A (North)' }}
    vehicle="2018 Honda Civic"
    texts={summary}
  />
);

const LINES = [
  { key: '1', name: 'Oil Change', quantity: 1, cents: 10000, notes: ['Up to 5 quarts included.'] },
  { key: '2', name: 'Tire Rotation', quantity: 1, cents: 4800 },
];
export const Services: Story = () => <ServicesSummary lines={LINES} pricesHidden={false} showQuantity texts={summary} />;
/** The flow's `prices` part hidden (is_hiding_price_in_booking). */
export const ServicesHiddenPrices: Story = () => <ServicesSummary lines={LINES} pricesHidden showQuantity texts={summary} />;
/** The flow's `quantity` part hidden (is_showing_quantity_in_booking off): "× 2" is not shown. */
export const ServicesQuantityHidden: Story = () => <ServicesSummary lines={[{ ...LINES[0]!, quantity: 2 }, LINES[1]!]} pricesHidden={false} showQuantity={false} texts={summary} />;

function Tips({ pricesHidden = false, customText = '', custom = false }: { pricesHidden?: boolean; customText?: string; custom?: boolean }) {
  const [choice, setChoice] = useState<TipChoice | null>(null);
  const [typed, setTyped] = useState(customText);
  const [isCustom, setCustom] = useState(custom);
  return (
    <TipSelector
      options={tipOptions([10, 15, 20, 25], 14800)}
      choice={choice}
      tip={{
        choose: (c) => {
          setCustom(false);
          setChoice(c);
        },
        customText: typed,
        setCustomText: setTyped,
        customSelected: isCustom,
        selectCustom: () => setCustom(true),
        error: isCustom && typed !== '' && !/^\$?\d+(\.\d*)?$/.test(typed.trim()) ? text('tip-not-numeric') : null,
      }}
      pricesHidden={pricesHidden}
      texts={tipTexts(text)}
    />
  );
}
export const TipSelectorEmpty: Story = () => <Tips />;
export const TipSelectorHiddenPrices: Story = () => <Tips pricesHidden />;
export const TipSelectorCustomError: Story = () => <Tips custom customText="five" />;

const price = computePriceBreakdown({
  items: [
    { service_offering_id: 201, total_cost_dollars: 100, parts_cost_dollars: 40, tax_type: 'itemized' },
    { service_offering_id: 303, total_cost_dollars: 48, parts_cost_dollars: 0, tax_type: 'bundled' },
  ],
  coupon: { coupon_code: 'SHARE5', amount_off_dollars: 5 },
  suppliesFeeRule: { percent: 10.85, basis: 'parts_after_discount', cap_dollars: 20 },
  taxRatePercent: 6,
  minimumServiceThresholdDollars: 175,
  tip: { kind: 'percent', percent: 15 },
});
export const Totals: Story = () => <PriceLinesView lines={price.lines} totalCents={price.totalCents} hidden={false} texts={summary} />;
export const TotalsFree: Story = () => <PriceLinesView lines={[{ id: 'subtotal', label: 'Subtotal', cents: 0 }]} totalCents={0} hidden={false} texts={summary} />;
/** The flow's `prices` part hidden. */
export const TotalsHidden: Story = () => <PriceLinesView lines={price.lines} totalCents={price.totalCents} hidden texts={summary} />;
