import type { Story } from '@ladle/react';
import { useState } from 'react';
import { parseClockTime } from '../../domain/time-zone';
import { gridRowsFor, weekDates } from './schedule-days';
import { STORY_TODAY, STORY_WEEK, storyEntries } from './story-data';
import TimeSlotGrid from './time-slot-grid';

const dates = weekDates(STORY_WEEK);
const rows = gridRowsFor(dates.map((d) => storyEntries.find((e) => e.date === d)));
const slots = Object.fromEntries(
  storyEntries
    .filter((e) => e.is_available && e.date >= STORY_TODAY)
    .map((e) => [e.date, (e.available_start_times ?? []).map((t) => parseClockTime(t)!)]),
);

function Interactive({ initialDate, initialStart, data }: { initialDate: string | null; initialStart: number | null; data: Record<string, number[]> }) {
  const [week, setWeek] = useState(STORY_WEEK);
  const [pick, setPick] = useState({ date: initialDate, start: initialStart });
  return (
    <TimeSlotGrid
      weekStart={week}
      today={STORY_TODAY}
      rows={rows}
      slots={data}
      selectedDate={pick.date}
      selectedStart={pick.start}
      onPick={(date, start) => setPick({ date, start })}
      onWeekChange={setWeek}
      canPrevious={week > STORY_WEEK}
      canNext={week === STORY_WEEK}
    />
  );
}

/** A slot chosen (Wednesday 9:00 AM). */
export const Filled: Story = () => <Interactive initialDate="2026-03-11" initialStart={540} data={slots} />;
/** The first available date auto-selected, no slot yet (F-22 would apply). */
export const DateOnly: Story = () => <Interactive initialDate="2026-03-10" initialStart={null} data={slots} />;
/** No slots this week. */
export const Empty: Story = () => <Interactive initialDate={null} initialStart={null} data={{}} />;
