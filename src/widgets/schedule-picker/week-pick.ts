import type { CalendarTexts } from './schedule-texts';

/** What the two week views (time-slot grid, week calendar) both take: the week shown, its paging, the pick and the texts. */
export interface WeekPickProps {
  /** First day (Sunday) of the week shown. */
  weekStart: string;
  today: string;
  /** 30-minute row starts (F-33, F-35). */
  rows: readonly number[];
  selectedDate: string | null;
  selectedStart: number | null;
  onPick: (date: string, start: number) => void;
  onWeekChange: (weekStart: string) => void;
  canPrevious: boolean;
  canNext: boolean;
  /** The flow's texts (`calendarTexts(text)`). */
  texts: CalendarTexts;
}
