/**
 * The sections of /pricing/services (D-11..D-14) and the
 * prices shown (D-15). Pure.
 */
import type { ScheduledWork, ServiceOffering } from '../../api/entities';
import { dollarsToCents } from '../../domain/money';
import { unitPriceCents } from '../../domain/services-subtotal';
import { isOwnVehicleType } from '../../domain/vehicle-types';
import { isDiagnosticOffering, offeringName } from '../shared/offering-to-cart-line';
import { compareNames } from '../../domain/compare-names';

/** A work with quoted services awaiting the customer's answer (D-13). */
interface PendingApproval {
  scheduledWorkId: number;
  /** The approval page (/approve-services/{customer_id}/{sw_id}, document 3). */
  href: string;
  date: string | null;
  services: string[];
}

export interface ServiceSections {
  awaiting: PendingApproval[];
  recommended: ServiceOffering[];
  packages: ServiceOffering[];
  standard: ServiceOffering[];
  addons: ServiceOffering[];
}

const byLongName = (a: ServiceOffering, b: ServiceOffering) => compareNames(a.long_name, b.long_name);

/**
 * The offerings of the mechanical screen: scheduled as `mechanical` (or as the vehicle's special
 * type), bookable, not deleted, not the diagnostic service (it has its own screen, D-05).
 */
export function mechanicalOfferings(offerings: readonly ServiceOffering[], vehicleType: string | null | undefined): ServiceOffering[] {
  const type = isOwnVehicleType(vehicleType) ? vehicleType : 'mechanical';
  return offerings.filter(
    (o) => (o.schedule_types ?? []).includes(type) && o.bookable !== false && o.is_deleted !== true && !isDiagnosticOffering(o),
  );
}

/**
 * Groups the mechanical offerings (D-11, D-12), each list sorted by long name:
 * - Awaiting Your Approval: works of this vehicle with pending quoted services, linking to approval (D-13);
 * - Recommended Services: quoted services marked future or rejected (D-14), as the current price
 *   list offers them (the stored line when the price list lacks it), once each;
 * - Service Packages / Standard Services / Add-on Services by display_category, without the recommended ones.
 */
export function buildServiceSections(
  offerings: readonly ServiceOffering[],
  works: readonly ScheduledWork[],
  vehicleId: number | null | undefined,
): ServiceSections {
  const ownWorks = vehicleId == null ? [] : works.filter((w) => w.vehicle_id === vehicleId);
  const awaiting: PendingApproval[] = [];
  const recommended: ServiceOffering[] = [];
  for (const work of ownWorks) {
    const pending = work.services.filter((s) => s.is_upsell && s.upsell_status === 'pending');
    if (pending.length > 0) {
      awaiting.push({
        scheduledWorkId: work.scheduled_work_id,
        href: `/approve-services/${work.customer_id}/${work.scheduled_work_id}`,
        date: work.date ?? null,
        services: pending.map(offeringName),
      });
    }
    for (const line of work.services) {
      if (!line.is_upsell || (line.upsell_status !== 'future' && line.upsell_status !== 'rejected')) continue;
      if (recommended.some((r) => r.service_offering_id === line.service_offering_id)) continue;
      const current = offerings.find((o) => o.service_offering_id === line.service_offering_id);
      const { id: _lineId, employee_note: _note, ...stored } = line;
      recommended.push(current ?? { ...stored, is_upsell: false, upsell_status: null });
    }
  }
  const recommendedIds = new Set(recommended.map((r) => r.service_offering_id));
  const rest = offerings.filter((o) => !recommendedIds.has(o.service_offering_id));
  return {
    awaiting,
    recommended: recommended.sort(byLongName),
    packages: rest.filter((o) => o.display_category === 'package').sort(byLongName),
    standard: rest.filter((o) => (o.display_category ?? 'standard') === 'standard').sort(byLongName),
    addons: rest.filter((o) => o.display_category === 'addon').sort(byLongName),
  };
}

/** The price a customer sees for one unit: packages at 80 % with a referrer code (D-15). */
export function displayedPrice(offering: ServiceOffering, referrerCode: string | null): { cents: number; originalCents: number | null } {
  const cents = unitPriceCents(offering, referrerCode);
  const full = Math.max(0, dollarsToCents(offering.total_cost_dollars));
  return { cents, originalCents: cents !== full ? full : null };
}
