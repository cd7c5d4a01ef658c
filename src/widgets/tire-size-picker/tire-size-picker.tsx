import { useState } from 'react';
import { telHref } from '../../domain/safe-url';
import { normalizeTireSize, validateTireSize } from '../../domain/validate-tire-size';
import type { BookingVehicle } from '../../booking/booking-state';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { tireSizePickerSpec } from './tire-size-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import { contentText } from '../tire-common/tire-offerings';
import { OTHER, TireSizePickerView } from './tire-size-picker-view';

/** The vehicle's known tire sizes (D-38): its standard sizes, normalized and without repeats. */
function knownTireSizes(vehicle: Pick<BookingVehicle, 'standardTireSizes'> | null): string[] {
  const sizes = (vehicle?.standardTireSizes ?? []).map(normalizeTireSize).filter((s) => s !== '');
  return [...new Set(sizes)];
}

/**
 * The tire size (/pricing/tiresize). A known size is stored at once; a typed one is stored only when it
 * matches P###/##R## (D-40), so the step's blocker ("Please choose your tire size.") holds until then.
 * The pattern message shows once the field is left or Continue is tried. The phone (D-39) is the provider's content.
 */
export default function TireSizePicker({ text, values, send, dispatch }: WidgetPropsOf<typeof tireSizePickerSpec>) {
  const { content } = values;
  const booking = useBookingFields('vehicle', 'tireSize');
  const sizes = knownTireSizes(booking.vehicle);
  const saved = booking.tireSize;
  const [choice, setChoice] = useState<string | null>(() => (saved && sizes.includes(saved) ? saved : saved || sizes.length === 0 ? OTHER : null));
  const [otherText, setOtherText] = useState(() => (saved && !sizes.includes(saved) ? saved : ''));
  const [touched, setTouched] = useState(false);
  const check = validateTireSize(otherText);
  const error = choice === OTHER && touched && !check.ok ? text(check.key, check.vars) : null;

  const store = (size: string | null) => {
    if (size !== booking.tireSize) dispatch({ type: 'answer', field: 'tireSize', value: size });
  };
  const phone = contentText(content.customer_facing_phone);

  return (
    <TireSizePickerView
      sizes={sizes}
      choice={choice}
      text={text}
      phone={phone ? { text: phone, href: telHref(contentText(content.customer_facing_phone_raw) || phone) } : null}
      continueState={values}
      other={{
        text: otherText,
        error,
        onChange: (typed) => {
          setOtherText(typed);
          store(validateTireSize(typed).ok ? normalizeTireSize(typed) : null);
        },
        onBlur: () => setTouched(true),
      }}
      onChoose={(next) => {
        setChoice(next);
        if (next === OTHER) store(validateTireSize(otherText).ok ? normalizeTireSize(otherText) : null);
        else store(next);
      }}
      onContinue={() => {
        if (values.busy) return;
        if (choice === OTHER) setTouched(true);
        // Every press goes to the step: the flow's D-38 blocker refuses it (and the refusal is traced) until a size is chosen.
        send({ type: 'continue' });
      }}
    />
  );
}
