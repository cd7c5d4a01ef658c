import { formatAppointmentDate, formatTimeRange, mapsSearchUrl } from './appointment-text';
import type { SummaryTexts } from './summary-texts';

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
  /** The section's title; the texts' `appointment` ("Appointment") when absent. */
  title?: string;
  /** The flow's texts (`summaryTexts(text)`). */
  texts: SummaryTexts;
}

/** When, where and for which vehicle: dates and times in the service location's zone; an address links to the map. */
export function AppointmentDetails({ date, start, end, timeZone, noDateText, place, vehicle, headingLevel = 2, title: titleText, texts: t }: AppointmentDetailsProps) {
  const title = titleText ?? t.appointment;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const day = formatAppointmentDate(date);
  const time = formatTimeRange(date, start, end, timeZone);
  const address = place.kind === 'home' ? place.name : place.address;
  return (
    <section className="review-section appointment-details" aria-label={title}>
      <H className="review-section__title">{title}</H>
      <dl className="summary-list">
        <div>
          <dt>{t.date}</dt>
          <dd>{day ?? noDateText}</dd>
        </div>
        {day && time ? (
          <div>
            <dt>{t.time}</dt>
            <dd>{time}</dd>
          </div>
        ) : null}
        {place.kind !== 'none' ? (
          <div>
            <dt>{place.kind === 'home' ? t.serviceAddress : place.kind === 'workplace' ? t.workplace : t.shop}</dt>
            <dd>
              {place.kind === 'home' ? null : <span className="summary-list__line">{place.name}</span>}
              {address ? (
                <a className="summary-list__line" href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                  {address}
                  <span className="visually-hidden"> {t.mapLink}</span>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        {place.kind === 'workplace' ? (
          <>
            <div>
              <dt>{t.keyosk}</dt>
              <dd>{place.keyoskName ?? '—'}</dd>
            </div>
            <div>
              <dt>{t.parking}</dt>
              <dd>{place.parkingName ?? t.parkingAnywhere}</dd>
            </div>
          </>
        ) : null}
        {vehicle ? (
          <div>
            <dt>{t.vehicle}</dt>
            <dd>{vehicle}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
