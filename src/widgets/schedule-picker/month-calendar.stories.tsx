import type { Story } from '@ladle/react';
import { useState } from 'react';
import { arriveTimeOptions, defaultLeaveTime, leaveTimeOptions } from '../../domain/arrive-leave';
import HourButtons from './hour-buttons';
import MonthCalendar from './month-calendar';
import { STORY_NOW, STORY_TODAY, storyEntries } from './story-data';
import { flowStoryText } from '../shared/flow-story-text';
import { scheduleTexts } from './schedule-texts';

const t = scheduleTexts(flowStoryText('schedule'));

const available = new Set(storyEntries.filter((e) => e.is_available).map((e) => e.date));

function Interactive({ initial, selectable }: { initial: string | null; selectable: (d: string) => boolean }) {
  const [month, setMonth] = useState(STORY_TODAY);
  const [date, setDate] = useState<string | null>(initial);
  const [arrive, setArrive] = useState<number | null>(null);
  const [leave, setLeave] = useState<number | null>(null);
  return (
    <>
      <MonthCalendar month={month} today={STORY_TODAY} selectedDate={date} isSelectable={selectable} onSelect={setDate} onMonthChange={setMonth} firstMonth={STORY_TODAY} texts={t.calendar} />
      {date ? (
        <HourButtons
          arriveOptions={arriveTimeOptions({ date, startMinutes: 480, endMinutes: 1020, now: STORY_NOW, timeZone: 'America/New_York' })}
          leaveOptions={leaveTimeOptions({ startMinutes: 480, endMinutes: 1020 })}
          arrive={arrive}
          leave={leave}
          onArrive={(m) => {
            setArrive(m);
            setLeave(defaultLeaveTime(m, 1020));
          }}
          onLeave={setLeave}
          texts={t}
        />
      ) : null}
    </>
  );
}

/** Days of two weeks can be chosen; today at 11:30 the hours up to 11 AM have passed (F-19). */
export const Filled: Story = () => <Interactive initial={STORY_TODAY} selectable={(d) => available.has(d)} />;
/** No date chosen yet. */
export const NothingChosen: Story = () => <Interactive initial={null} selectable={(d) => available.has(d)} />;
/** No day can be chosen. */
export const Empty: Story = () => <Interactive initial={null} selectable={() => false} />;
/** Loading a new month: the previous month's days stay while the new ones load. */
export const Refreshing: Story = () => (
  <MonthCalendar month="2026-04-01" today={STORY_TODAY} selectedDate={null} isSelectable={() => false} onSelect={() => undefined} onMonthChange={() => undefined} firstMonth={STORY_TODAY} refreshing texts={t.calendar} />
);
