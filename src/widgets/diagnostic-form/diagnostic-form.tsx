import { useEffect, useMemo } from 'react';
import { limitNoteLength } from '../../domain/validate-notes';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { diagnosticFormSpec } from './diagnostic-form.options';
import { useBookingFields } from '../../booking/use-booking';
import { isDiagnosticOffering, offeringToCartLine } from '../shared/offering-to-cart-line';
import { useServiceOfferings } from '../shared/use-service-place';
import { concernList } from './diagnostic-concerns';
import { DiagnosticFormView } from './diagnostic-form-view';

/**
 * /pricing/diagnostic (D-32..D-34): keeps booking.diagnosticConcerns and diagnosticDescription (the
 * step's continueButton carries the D-33 blocker, which reads them) and makes the provider's
 * diagnostic service the cart's only service once the price list has loaded. The concerns are the flow's option
 * `concerns` (OPEN-26); every text is a message of the step.
 */
export default function DiagnosticForm({ options, dispatch, text }: WidgetPropsOf<typeof diagnosticFormSpec>) {
  const booking = useBookingFields('placeMode', 'clientLocation', 'vehicle', 'cart', 'diagnosticConcerns', 'diagnosticDescription');
  const data = useServiceOfferings(booking);
  const diagnostic = useMemo(() => (data.offerings ?? []).find(isDiagnosticOffering), [data.offerings]);
  const hasDiagnosticLine = booking.cart.some((l) => l.kind === 'diagnostic');

  useEffect(() => {
    if (!diagnostic || hasDiagnosticLine) return;
    dispatch({ type: 'chooseOnlyService', line: offeringToCartLine(diagnostic) });
  }, [diagnostic, hasDiagnosticLine, dispatch]);

  return (
    <DiagnosticFormView
      concerns={concernList(options.concerns)}
      selected={booking.diagnosticConcerns}
      description={booking.diagnosticDescription}
      text={text}
      onToggleConcern={(concern) =>
        dispatch({ type: 'toggleDiagnosticConcern', concern })
      }
      onDescription={(description) =>
        dispatch({ type: 'answer', field: 'diagnosticDescription', value: limitNoteLength(description) })
      }
    />
  );
}
