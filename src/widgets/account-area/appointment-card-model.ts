/**
 * What an appointment card of the account area shows (K-20..K-29), as plain data: the vehicle, the
 * date and time on the service location's wall clock (decisions.md "Time"), the place, the services and
 * the card actions with where each leads. Pure: `now` (the app clock) and the flow's texts come from the caller.
 */
import type { ScheduledWork } from '../../api/scheduled-works';
import { appointmentStartClock, appointmentTimeZone } from '../../domain/appointments';
import { isCurrentWork } from '../../domain/current-work';
import { cardActions, type CardAction } from '../../domain/card-actions';
import { httpUrl } from '../../domain/safe-url';
import { statusLabel, type AppointmentStatusKey } from '../account-shared/appointment-status';
import { formatAppointmentDate, formatTimeRange } from '../checkout-shared/appointment-text';
import { vehicleDisplayName } from '../vehicle-shared/booking-vehicle';
import type { AccountTexts } from './account-messages';

/** An action as the card draws it: a link to a page (token pages, the report) or a button the widget handles. */
export type CardActionModel =
  | { action: CardAction; kind: 'link'; href: string; external: boolean }
  | { action: CardAction; kind: 'button' };

export interface AppointmentCardModel {
  id: number;
  vehicle: string;
  /** "Saturday, March 14, 2026", or null when the appointment has no date yet. */
  date: string | null;
  /** "9:00 AM – 11:00 AM EDT" in the service location's zone, or null. */
  time: string | null;
  place: string | null;
  services: string[];
  /** The status in the flow's words ("Scheduled", "Checked In", "In Service Today" for a current work (K-21), …). */
  status: string;
  actions: CardActionModel[];
}

/** The texts a card model reads: the status labels and the names of an unnamed vehicle or service. */
export type CardModelTexts = Pick<AccountTexts, 'status-in-service' | 'summary-vehicle' | 'service-unnamed' | AppointmentStatusKey>;

/** The card's place line: the address, else the client location's name. */
function placeOf(w: ScheduledWork): string | null {
  const a = w.customer_address;
  if (a) return a.one_line_human_readable_address ?? ([a.address_line_1, a.city, a.state].filter(Boolean).join(', ') || null);
  const l = w.client_location;
  return l ? (l.long_name ?? l.short_name ?? null) : null;
}

/**
 * K-22..K-29: each shown action with where it leads. Check In, Receipt and Quote for Next Time are the
 * token pages of document 3 §2 (/checkin, /receipt, /quote with the customer and work ids); Service
 * Report opens health_check_url (http(s) only, else the action is dropped); Confirm This Date and Choose
 * Different Date are the proactive-scheduling link with and without the suggested date (I-09); Reschedule,
 * Check Dates Again and Cancel Service are buttons the widget handles.
 */
function cardActionModels(w: ScheduledWork, now: Date | string): CardActionModel[] {
  const ids = `${w.customer_id}/${w.scheduled_work_id}`;
  const models: CardActionModel[] = [];
  for (const action of cardActions(w, now)) {
    switch (action) {
      case 'Check In':
        models.push({ action, kind: 'link', href: `/checkin/${ids}`, external: false });
        break;
      case 'Receipt':
        models.push({ action, kind: 'link', href: `/receipt/${ids}`, external: false });
        break;
      case 'Quote for Next Time':
        models.push({ action, kind: 'link', href: `/quote/${ids}`, external: false });
        break;
      case 'Service Report': {
        const href = httpUrl(w.health_check_url);
        if (href) models.push({ action, kind: 'link', href, external: true });
        break;
      }
      case 'Confirm This Date':
        models.push({ action, kind: 'link', href: w.date ? `/proactive-scheduling/${ids}/${w.date}` : `/proactive-scheduling/${ids}`, external: false });
        break;
      case 'Choose Different Date':
        models.push({ action, kind: 'link', href: `/proactive-scheduling/${ids}`, external: false });
        break;
      default:
        models.push({ action, kind: 'button' });
    }
  }
  return models;
}

/** The card of one appointment at `now`, in the flow's words `t`. */
export function appointmentCardModel(w: ScheduledWork, now: Date | string, t: CardModelTexts): AppointmentCardModel {
  const zone = appointmentTimeZone(w);
  return {
    id: w.scheduled_work_id,
    vehicle: (w.vehicle ? vehicleDisplayName(w.vehicle) : '') || t['summary-vehicle'],
    date: formatAppointmentDate(w.date),
    // The start the cancellation fee counts from (confirmed, else planned), so the card and the fee agree.
    time: formatTimeRange(w.date, appointmentStartClock(w, zone), w.plannedDepartureTime, zone),
    place: placeOf(w),
    services: w.services
      .filter((s) => !(s.is_upsell && s.upsell_status && ['rejected', 'future'].includes(s.upsell_status)))
      .map((s) => s.display_name ?? s.long_name ?? s.short_name ?? t['service-unnamed']),
    // K-21: a checked-in work whose health check is done, today, is being serviced now (decisions.md).
    status: isCurrentWork(w, now) ? t['status-in-service'] : statusLabel(w.status, (k) => t[k]),
    actions: cardActionModels(w, now),
  };
}
