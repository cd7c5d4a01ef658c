import type { CalendarTexts } from './schedule-texts';

/** What the two week views (time-slot grid, week calendar) both take: the days shown, their paging, the pick and the texts. */
export interface WeekPickProps {
  /** The first day shown (today or the first open day at first); as many days follow as fit, up to a week. */
  pageStart: string;
  /** Show the days from this date (the previous/next buttons, PageUp/PageDown, the empty page's link). */
  onPageChange: (pageStart: string) => void;
  today: string;
  /** The last date the loaded dates cover: paging stops there. */
  lastDate: string;
  /** The day has a time that can be chosen (where paging stops, whether a page is empty). */
  isOpen: (date: string) => boolean;
  /** 30-minute row starts for the days shown (F-33, F-35). */
  rowsFor: (dates: readonly string[]) => readonly number[];
  selectedDate: string | null;
  selectedStart: number | null;
  onPick: (date: string, start: number) => void;
  /** The flow's texts (`calendarTexts(text)`). */
  texts: CalendarTexts;
}
