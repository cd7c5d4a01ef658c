/** The stories' stand-in for the schedule model's paging and pick (no network, two weeks of story data). */
import { useState } from 'react';
import { addDays } from '../../domain/time-zone';
import { gridRowsFor } from './schedule-days';
import { openingPageStart } from './schedule-page';
import { STORY_TODAY, STORY_WEEK, storyEntries } from './story-data';
import type { WeekPickProps } from './week-pick';
import { flowStoryText } from '../shared/flow-story-text';
import { calendarTexts } from './schedule-texts';

const texts = calendarTexts(flowStoryText('schedule'));
const rowsFor = (dates: readonly string[]) => gridRowsFor(dates.map((d) => storyEntries.find((e) => e.date === d)));
/** The story data's last day (two weeks). */
const STORY_LAST = addDays(STORY_WEEK, 13);

/**
 * The week-view props a story needs, live: it opens on `from` (else on the first day `isOpen` says is open, else
 * today), pages through the two story weeks, and a pick replaces the choice (as the widget's model does, without
 * the booking).
 */
export function useStoryWeekPick(initial: { date: string | null; start: number | null }, isOpen: (date: string) => boolean, from?: string): WeekPickProps {
  const [page, setPage] = useState(() => from ?? openingPageStart({ today: STORY_TODAY, last: STORY_LAST, isOpen }));
  const [pick, setPick] = useState(initial);
  return {
    pageStart: page,
    onPageChange: setPage,
    today: STORY_TODAY,
    lastDate: STORY_LAST,
    isOpen,
    rowsFor,
    texts,
    selectedDate: pick.date,
    selectedStart: pick.start,
    onPick: (date, start) => setPick({ date, start }),
  };
}
