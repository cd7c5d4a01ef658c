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
/** Only the second week has slots. */
const laterSlots = Object.fromEntries(Object.entries(slots).filter(([d]) => d >= '2026-03-18'));

function Interactive({ initial, data, from }: { initial: { date: string | null; start: number | null }; from?: string; data: Record<string, number[]> }) {
  return <TimeSlotGrid {...useStoryWeekPick(initial, (d) => (data[d]?.length ?? 0) > 0, from)} slots={data} />;
}

/** A slot chosen (Wednesday 9:00 AM). */
export const Filled: Story = () => <Interactive initial={{ date: '2026-03-11', start: 540 }} data={slots} />;
/** The first available date marked (F-18), no slot yet: today at the left, no "Your appointment". */
export const DateOnly: Story = () => <Interactive initial={{ date: '2026-03-10', start: null }} data={slots} />;
/** Paged to days without a slot: the page says so and links to the next open day (Mar 18). */
export const EmptyPage: Story = () => <Interactive initial={{ date: null, start: null }} from="2026-03-10" data={laterSlots} />;
/** No slots at all: the empty page without a link, both buttons disabled. */
export const Empty: Story = () => <Interactive initial={{ date: null, start: null }} data={{}} />;
