import type { Story } from '@ladle/react';
import { parseClockTime } from '../../domain/time-zone';
import { STORY_TODAY, storyEntries } from './story-data';
import TimeSlotGrid from './time-slot-grid';
import { useStoryWeekPick } from './use-story-week-pick';

const slots = Object.fromEntries(
  storyEntries
    .filter((e) => e.is_available && e.date >= STORY_TODAY)
    .map((e) => [e.date, (e.available_start_times ?? []).map((t) => parseClockTime(t)!)]),
);

function Interactive({ initial, data }: { initial: { date: string | null; start: number | null }; data: Record<string, number[]> }) {
  return <TimeSlotGrid {...useStoryWeekPick(initial)} slots={data} />;
}

/** A slot chosen (Wednesday 9:00 AM). */
export const Filled: Story = () => <Interactive initial={{ date: '2026-03-11', start: 540 }} data={slots} />;
/** The first available date auto-selected, no slot yet (F-22 would apply). */
export const DateOnly: Story = () => <Interactive initial={{ date: '2026-03-10', start: null }} data={slots} />;
/** No slots this week. */
export const Empty: Story = () => <Interactive initial={{ date: null, start: null }} data={{}} />;
