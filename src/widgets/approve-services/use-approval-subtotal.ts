/**
 * M-48 (OPEN-33, docs/decisions.md): on the approval page, the subtotal of the services the customer approves, as the
 * back end prices them — POST /scheduled-work/cost-preview with those services at the work's place, for its vehicle —
 * updated at each choice. The shared money decision: where the back end returns a figure, that figure is shown.
 */
import { isRateLimited } from '../../api/failure-text';
import { useCostPreview, type BookingServiceInput, type CostPreviewPlace, type ScheduledWork } from '../../api/scheduled-works';
import { dollarsToCents } from '../../domain/money';
import { pendingServices, type ApprovalChoices } from '../../domain/validate-approval';

/** The approved services' subtotal: none approved (no call), being priced, the call failed, or the back end's cents. */
export type ApprovalSubtotal = { status: 'none' } | { status: 'loading' } | { status: 'failed'; rateLimited: boolean } | { status: 'ready'; cents: number };

/** The `services_data` of the pending services chosen "Approve", in the work's order, each with its quantity (1 when unset). */
function approvedServicesData(work: ScheduledWork | null, choices: ApprovalChoices): BookingServiceInput[] {
  if (!work) return [];
  return pendingServices(work.services)
    .filter((s) => choices[String(s.id)] === 'approved')
    .map((s) => ({ service_offering_id: s.service_offering_id, quantity: s.quantity ?? 1 }));
}

/** Where the work is done and for which vehicle: the back end prices the lines there, as it priced the work. */
function placeOf(work: ScheduledWork | null): CostPreviewPlace {
  return {
    client_location_id: work?.client_location_id ?? null,
    customer_address_id: work?.customer_address?.customer_address_id ?? null,
    vehicle_id: work?.vehicle_id ?? work?.vehicle?.vehicle_id ?? null,
  };
}

/**
 * The subtotal of the services approved so far on `work` (null while the work loads): `none` until one is approved,
 * then the back end's `Data.subtotal_dollars` in cents, `loading` while a new choice is priced, `failed` when the
 * preview cannot be had (the choices can still be submitted).
 */
export function useApprovalSubtotal(work: ScheduledWork | null, choices: ApprovalChoices): ApprovalSubtotal {
  const services = approvedServicesData(work, choices);
  const preview = useCostPreview(services, placeOf(work));
  if (services.length === 0) return { status: 'none' };
  if (preview.isError) return { status: 'failed', rateLimited: isRateLimited(preview.error) };
  if (!preview.data) return { status: 'loading' };
  return { status: 'ready', cents: dollarsToCents(preview.data.Data.subtotal_dollars) };
}
