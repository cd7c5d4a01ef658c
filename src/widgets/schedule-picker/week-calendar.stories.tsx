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

function Interactive({ initial, data }: { initial: { date: string | null; start: number | null }; data: Record<string, WeekCalendarDay> }) {
  return <WeekCalendar {...useStoryWeekPick(initial)} days={data} lengthMinutes={LENGTH} />;
}

/** Your 90-minute appointment on Wednesday at 12:15 PM, next to a booked 10:00–12:00 appointment. */
export const Filled: Story = () => <Interactive initial={{ date: '2026-03-11', start: 735 }} data={days} />;
/** Nothing placed yet. */
export const NothingChosen: Story = () => <Interactive initial={{ date: null, start: null }} data={days} />;
/** No day has room. */
export const Empty: Story = () => <Interactive initial={{ date: null, start: null }} data={{}} />;
