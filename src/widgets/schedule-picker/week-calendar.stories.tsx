import type { Story } from '@ladle/react';
import { fittingStarts, bookedRanges } from './schedule-days';
import { STORY_NOW, STORY_TODAY, storyEntries } from './story-data';
import { useStoryWeekPick } from './use-story-week-pick';
import WeekCalendar, { type WeekCalendarDay } from './week-calendar';

const LENGTH = 90;
const days: Record<string, WeekCalendarDay> = Object.fromEntries(
  storyEntries
    .filter((e) => e.is_available && e.date >= STORY_TODAY)
    .map((e) => [e.date, { starts: fittingStarts(e, LENGTH, { now: STORY_NOW, timeZone: 'America/New_York' }), booked: bookedRanges(e) }]),
);
/** Only the second week has room. */
const laterDays = Object.fromEntries(Object.entries(days).filter(([d]) => d >= '2026-03-18'));

function Interactive({ initial, data, from }: { initial: { date: string | null; start: number | null }; from?: string; data: Record<string, WeekCalendarDay> }) {
  return <WeekCalendar {...useStoryWeekPick(initial, (d) => (data[d]?.starts.length ?? 0) > 0, from)} days={data} lengthMinutes={LENGTH} />;
}

/** Your 90-minute appointment on Wednesday at 12:15 PM, next to a booked 10:00–12:00 appointment. */
export const Filled: Story = () => <Interactive initial={{ date: '2026-03-11', start: 735 }} data={days} />;
/** Nothing placed yet: today at the left, each free half hour shows its time. */
export const NothingChosen: Story = () => <Interactive initial={{ date: null, start: null }} data={days} />;
/** Paged to days without room: the page says so and links to the next open day (Mar 18). */
export const EmptyPage: Story = () => <Interactive initial={{ date: null, start: null }} from="2026-03-10" data={laterDays} />;
/** No day has room. */
export const Empty: Story = () => <Interactive initial={{ date: null, start: null }} data={{}} />;
