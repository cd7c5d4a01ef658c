/** The stories' stand-in for the schedule model's week paging and pick (no network, two weeks of story data). */
import { useState } from 'react';
import { gridRowsFor, weekDates } from './schedule-days';
import { STORY_TODAY, STORY_WEEK, storyEntries } from './story-data';
import type { WeekPickProps } from './week-pick';
import { flowStoryText } from '../shared/flow-story-text';
import { calendarTexts } from './schedule-texts';

const texts = calendarTexts(flowStoryText('schedule'));

const rows = gridRowsFor(weekDates(STORY_WEEK).map((d) => storyEntries.find((e) => e.date === d)));

/**
 * The week-view props a story needs, live: it starts on STORY_WEEK with `initial` picked, may page one
 * week on and back, and a pick replaces the choice (as the widget's model does, without the booking).
 */
export function useStoryWeekPick(initial: { date: string | null; start: number | null }): WeekPickProps {
  const [week, setWeek] = useState(STORY_WEEK);
  const [pick, setPick] = useState(initial);
  return {
    weekStart: week,
    today: STORY_TODAY,
    texts,
    rows,
    selectedDate: pick.date,
    selectedStart: pick.start,
    onPick: (date, start) => setPick({ date, start }),
    onWeekChange: setWeek,
    canPrevious: week > STORY_WEEK,
    canNext: week === STORY_WEEK,
  };
}
