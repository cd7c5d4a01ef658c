/** The days the seed books on, found relative to the world's "now" (clock.ts). */
import { addDays, isoDay, now } from '../clock';
import { locationById, MOBILE_LOCATION_ID, type LocationRecord } from '../catalog/places';
import { isFullyBooked, weekday } from '../availability';

/** First day on or after `from` that `location` serves and that is not fully booked. */
export function nextOpenDay(from: string, location: LocationRecord): string {
  let day = from;
  for (let i = 0; i < 14; i++) {
    if (location.service_vehicles[weekday(day)] !== undefined && !isFullyBooked(day)) return day;
    day = addDays(day, 1);
  }
  return from;
}

/** The day whose 10:00–12:00 slot is taken by another customer, for home service and at Acme HQ (docs/api.md). */
export function demoTakenDay(): string {
  const today = isoDay(now());
  const home = locationById(MOBILE_LOCATION_ID)!;
  const hq = locationById(1)!;
  let day = addDays(today, 2);
  for (let i = 0; i < 21; i++) {
    if (home.service_vehicles[weekday(day)] !== undefined && hq.service_vehicles[weekday(day)] !== undefined && !isFullyBooked(day)) return day;
    day = addDays(day, 1);
  }
  return day;
}
