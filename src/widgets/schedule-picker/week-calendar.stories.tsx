import type { Story } from '@ladle/react';
import { useState } from 'react';
import { fittingStarts, bookedRanges, gridRowsFor, weekDates } from './schedule-days';
import { STORY_NOW, STORY_TODAY, STORY_WEEK, storyEntries } from './story-data';
import WeekCalendar, { type WeekCalendarDay } from './week-calendar';

const LENGTH = 90;
const dates = weekDates(STORY_WEEK);
const rows = gridRowsFor(dates.map((d) => storyEntries.find((e) => e.date === d)));
const days: Record<string, WeekCalendarDay> = Object.fromEntries(
  storyEntries
    .filter((e) => e.is_available && e.date >= STORY_TODAY)
    .map((e) => [e.date, { starts: fittingStarts(e, LENGTH, { now: STORY_NOW, timeZone: 'America/New_York' }), booked: bookedRanges(e) }]),
);

function Interactive({ initial, data }: { initial: { date: string | null; start: number | null }; data: Record<string, WeekCalendarDay> }) {
  const [week, setWeek] = useState(STORY_WEEK);
  const [pick, setPick] = useState(initial);
  return (
    <WeekCalendar
      weekStart={week}
      today={STORY_TODAY}
      rows={rows}
      days={data}
      selectedDate={pick.date}
      selectedStart={pick.start}
      lengthMinutes={LENGTH}
      onPick={(date, start) => setPick({ date, start })}
      onWeekChange={setWeek}
      canPrevious={week > STORY_WEEK}
      canNext={week === STORY_WEEK}
    />
  );
}

/** Your 90-minute appointment on Wednesday at 12:15 PM, next to a booked 10:00–12:00 appointment. */
export const Filled: Story = () => <Interactive initial={{ date: '2026-03-11', start: 735 }} data={days} />;
/** Nothing placed yet. */
export const NothingChosen: Story = () => <Interactive initial={{ date: null, start: null }} data={days} />;
/** No day has room. */
export const Empty: Story = () => <Interactive initial={{ date: null, start: null }} data={{}} />;
