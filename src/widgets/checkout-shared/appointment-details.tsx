import { formatAppointmentDate, formatTimeRange, mapsSearchUrl } from './appointment-text';

export interface AppointmentPlace {
  kind: 'home' | 'workplace' | 'shop' | 'none';
  /** Address (home), location name (workplace, shop). */
  name: string;
  address?: string | null;
  keyoskName?: string | null;
  parkingName?: string | null;
}

export interface AppointmentDetailsProps {
  date: string | null;
  start: string | null;
  end: string | null;
  timeZone: string;
  /** Shown when there is no date ("Date not yet set - we will reach out!"). */
  noDateText: string;
  place: AppointmentPlace;
  vehicle: string | null;
  headingLevel?: 2 | 3;
  title?: string;
}

/** When, where and for which vehicle: dates and times in the service location's zone; an address links to the map. */
export function AppointmentDetails({ date, start, end, timeZone, noDateText, place, vehicle, headingLevel = 2, title = 'Appointment' }: AppointmentDetailsProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const day = formatAppointmentDate(date);
  const time = formatTimeRange(date, start, end, timeZone);
  const address = place.kind === 'home' ? place.name : place.address;
  return (
    <section className="review-section appointment-details" aria-label={title}>
      <H className="review-section__title">{title}</H>
      <dl className="summary-list">
        <div>
          <dt>Date</dt>
          <dd>{day ?? noDateText}</dd>
        </div>
        {day && time ? (
          <div>
            <dt>Time</dt>
            <dd>{time}</dd>
          </div>
        ) : null}
        {place.kind !== 'none' ? (
          <div>
            <dt>{place.kind === 'home' ? 'Service address' : place.kind === 'workplace' ? 'Workplace' : 'Shop'}</dt>
            <dd>
              {place.kind === 'home' ? null : <span className="summary-list__line">{place.name}</span>}
              {address ? (
                <a className="summary-list__line" href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                  {address}
                  <span className="visually-hidden"> (map, opens in a new tab)</span>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {place.kind === 'workplace' ? (
          <>
            <div>
              <dt>Keyosk</dt>
              <dd>{place.keyoskName ?? '—'}</dd>
            </div>
            <div>
              <dt>Parking</dt>
              <dd>{place.parkingName ?? 'Anywhere'}</dd>
            </div>
          </>
        ) : null}
        {vehicle ? (
          <div>
            <dt>Vehicle</dt>
            <dd>{vehicle}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
