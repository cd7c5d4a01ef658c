import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { failureText, rateLimitedOr } from '../../api/failure-text';
import { useChangeBooking } from '../../api/scheduled-works';
import { useToast } from '../../ui/toasts/toast-context';
import { durationText } from '../../domain/duration-text';
import { validateNoteLength } from '../../domain/validate-notes';
import type { WidgetPropsOf } from '../contract/widget-spec';
import type { schedulePickerSpec } from './schedule-picker.options';
import { useBookingFields } from '../../booking/use-booking';
import HourButtons from './hour-buttons';
import MonthCalendar from './month-calendar';
import ScheduleImages from './schedule-images';
import SchedulePickerView from './schedule-picker-view';
import { scheduleTexts, type ScheduleTexts } from './schedule-texts';
import { bookedRanges, gridRowsFor } from './schedule-days';
import { pageDates } from './schedule-page';
import { formatLongDate, formatTime12 } from './schedule-format';
import { sameSchedule, toBookingSchedule, toChangeBookingFields } from './schedule-selection';
import TimeSlotGrid from './time-slot-grid';
import { placeName, useScheduleModel, type ScheduleModel } from './use-schedule-model';
import WeekCalendar from './week-calendar';
import type { WeekPickProps } from './week-pick';

/** I-03: the update toast's lifetime. */
const UPDATED_TOAST_MS = 10_000;
/** I-04: the screen goes back this long after a successful update. */
const BACK_AFTER_UPDATE_MS = 5_000;

function summaryOf(m: ScheduleModel, t: ScheduleTexts): string | null {
  const s = m.selection;
  if (s.waitlist) return t.summaryWaitlist;
  if (!s.date) return null;
  const day = formatLongDate(s.date);
  // Only a whole choice is "Your appointment" (issue 26): a date marked without its time is not one yet.
  if (m.variant === 'month') return s.arrive !== null && s.leave !== null ? t.summaryArriveLeave(day, formatTime12(s.arrive), formatTime12(s.leave)) : null;
  if (s.start === null) return null;
  return m.variant === 'week' ? t.summaryRange(day, formatTime12(s.start), formatTime12(s.start + m.lengthMinutes)) : t.summaryAt(day, formatTime12(s.start));
}

function Calendar({ m, t }: { m: ScheduleModel; t: ScheduleTexts }) {
  const s = m.selection;
  if (m.variant === 'month') {
    return (
      <MonthCalendar
        month={m.month}
        today={m.today}
        selectedDate={s.date}
        isSelectable={m.isSelectable}
        onSelect={m.pickDate}
        onMonthChange={m.setMonth}
        firstMonth={m.today}
        refreshing={m.dates.stale}
        texts={t.calendar}
      />
    );
  }
  // The most a page shows: a week from its first day.
  const dates = pageDates(m.pageStart, 7);
  const week: WeekPickProps = {
    pageStart: m.pageStart,
    onPageChange: m.setPageStart,
    today: m.today,
    lastDate: m.lastDate,
    isOpen: m.isOpenDay,
    rowsFor: (shown) => gridRowsFor(shown.map((d) => m.byDate.get(d))),
    selectedDate: s.date,
    selectedStart: s.start,
    onPick: (date, start) => m.dispatch({ type: 'pickStart', date, start }),
    texts: t.calendar,
  };
  if (m.variant === 'timeSlots') return <TimeSlotGrid {...week} slots={Object.fromEntries(dates.map((d) => [d, m.slotsFor(d)]))} />;
  const days = Object.fromEntries(dates.map((d) => [d, { starts: m.startsFor(d), booked: bookedRanges(m.byDate.get(d)) }]));
  return <WeekCalendar {...week} days={days} lengthMinutes={m.lengthMinutes} />;
}

/**
 * The schedule step (F-01..F-43, I-01..I-04): the calendar the flow chooses (the `variant` option, computed from the
 * provider's scheduling system), the waitlist and "Prefer to have your service sooner" where the flow shows them
 * (parts `waitlist`, `sooner`), notes, images and Continue. The choice is written
 * into the booking as the customer makes it, so the step's flow blockers (F-15..F-17, F-21, F-22) judge
 * it; Continue explains such a blocker when pressed, checks the text lengths (F-23, no flow text),
 * completes the schedule (F-43) and sends `continue`; in change-booking mode it saves the booking
 * instead (I-02), shows the update toast (I-03) and sends `bookingUpdated` 5 seconds later (I-04).
 */
export default function SchedulePicker({ options, parts, text, values, send, dispatch: dispatchBooking }: WidgetPropsOf<typeof schedulePickerSpec>) {
  const booking = useBookingFields('placeMode', 'homeAddress', 'clientLocation', 'schedule', 'cart', 'changeBookingId', 'scheduleNote', 'images');
  const m = useScheduleModel(booking, { variant: options.variant, waitlist: parts.waitlist }, dispatchBooking);
  const t = scheduleTexts(text);
  const toast = useToast();
  const change = useChangeBooking();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  const s = m.selection;
  const changeId = booking.changeBookingId;
  const note = booking.scheduleNote;

  // A new choice clears the last Continue's message.
  const dispatch: typeof m.dispatch = (action) => {
    setError(null);
    m.dispatch(action);
  };

  // The choice reaches the booking in the handler that makes it (m.dispatch), so the booking facts — and the
  // flow's blockers — already judge it when Continue is pressed.
  const live = m.bookingSchedule;

  // The flow says how a blocker shows: the choice's own (F-15..F-22, `show: "onPress"`) when Continue is pressed,
  // another (a provider's F-12) as an inactive Continue with its reason.
  const blocker = values.continueBlocked ? (values.blockerMessage ?? '') : null;
  const explainedOnContinue = blocker !== null && values.blockerShownOnPress;

  const onContinue = async () => {
    // F-23 is not a flow blocker (the domain's rule, its text the flow's `text-too-long`): the only rule still checked here.
    for (const length of [validateNoteLength(note), validateNoteLength(s.availabilityText)]) {
      if (!length.ok) {
        setError(text(length.key, length.vars));
        return;
      }
    }
    if (blocker !== null) {
      setError(blocker);
      return;
    }
    setError(null);
    // No blocker holds, so something is chosen and `live` is the whole schedule (F-43).
    const chosen = live ?? toBookingSchedule({ selection: s, variant: m.variant, entry: m.entry, lengthMinutes: m.lengthMinutes, note });
    // The choice as the booking already holds it (the picker wrote it as it was made): confirming it then changes no
    // field the picker reads, so the picker is not drawn again in the click that leaves the step.
    const schedule = booking.schedule !== null && sameSchedule(booking.schedule, chosen) ? booking.schedule : chosen;
    dispatchBooking({ type: 'confirmSchedule', schedule });
    if (changeId === null) {
      send({ type: 'continue' });
      return;
    }
    try {
      await change.mutateAsync({ id: changeId, fields: toChangeBookingFields(schedule) });
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? text('double-booking') : failureText(e, text, text('generic-error')));
      return;
    }
    setSaved(true);
    toast.show({ kind: 'success', text: text('booking-updated'), durationMs: UPDATED_TOAST_MS });
    backTimer.current = setTimeout(() => {
      dispatchBooking({ type: 'endChangeBooking' });
      send({ type: 'bookingUpdated' });
    }, BACK_AFTER_UPDATE_MS);
  };

  const location = placeName(booking, t);
  const noDatesText = !m.noDates
    ? null
    : m.variant === 'week'
      ? text('no-dates-week', { location })
      : `${text('no-dates', { location })}${m.waitlistInUse ? ` ${text('no-dates-waitlist')}` : ''}`;
  const withDate = s.date !== null && !s.waitlist;
  // The hand-raise and the waitlist ask for the same availability text (F-15, F-16).
  const availability = { text: s.availabilityText, onText: (t: string) => dispatch({ type: 'availability', text: t }) };

  return (
    <SchedulePickerView
      status={m.dates.status}
      onRetry={m.dates.refetch}
      errorText={rateLimitedOr(m.dates.error, text, t.loadFailed)}
      dateFilled={m.dateFilled ? text('date-filled') : null}
      noDates={noDatesText}
      calendar={m.noDates ? null : <Calendar m={{ ...m, dispatch }} t={t} />}
      times={
        m.variant === 'month' && withDate ? (
          <HourButtons
            arriveOptions={m.arriveOptions}
            leaveOptions={m.leaveOptions}
            arrive={s.arrive}
            leave={s.leave}
            onArrive={(minutes) => dispatch({ type: 'arrive', minutes, end: m.leaveOptions.at(-1)?.minutes ?? 24 * 60 })}
            onLeave={(minutes) => dispatch({ type: 'leave', minutes })}
            texts={t}
          />
        ) : null
      }
      summary={summaryOf(m, t)}
      durationText={booking.cart.length > 0 && m.variant !== 'month' ? durationText(m.lengthMinutes) : null}
      sooner={
        parts.sooner && withDate
          ? {
              toggleLabel: text('service-sooner'),
              on: s.handRaise,
              onToggle: (on) => dispatch({ type: 'sooner', on }),
              availability: { label: text('sooner-availability-label'), ...availability },
            }
          : null
      }
      waitlist={
        m.waitlistInUse
          ? {
              toggleLabel: m.noDates ? null : text('waitlist-toggle'),
              on: s.waitlist,
              onToggle: (on) => dispatch({ type: 'waitlist', on }),
              availability: { label: text('waitlist-availability-label'), hint: text('waitlist-availability-hint'), ...availability },
            }
          : null
      }
      notes={{
        label: text('notes-label'),
        value: note,
        onChange: (t) => {
          dispatchBooking({ type: 'answer', field: 'scheduleNote', value: t });
          // The note is part of the chosen schedule (F-43's customerNote).
          if (live !== null) dispatchBooking({ type: 'chooseSlot', schedule: { ...live, customerNote: t } });
        },
      }}
      images={
        options.images === false ? null : (
          <ScheduleImages
            images={booking.images}
            text={text}
            onChange={(images) =>
              dispatchBooking({ type: 'answer', field: 'images', value: images })
            }
          />
        )
      }
      action={{
        label: changeId === null ? t.continueLabel : text('update-booking'),
        busy: values.busy || change.isPending || saved,
        blockedReason: explainedOnContinue ? null : blocker,
        error,
        onContinue: () => void onContinue(),
      }}
      texts={t}
    />
  );
}
