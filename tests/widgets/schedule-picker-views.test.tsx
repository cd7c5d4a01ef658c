// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arriveTimeOptions, leaveTimeOptions } from '../../src/domain/arrive-leave';
import HourButtons from '../../src/widgets/schedule-picker/hour-buttons';
import MonthCalendar from '../../src/widgets/schedule-picker/month-calendar';
import SchedulePickerView from '../../src/widgets/schedule-picker/schedule-picker-view';
import { bookedRanges, fittingStarts, gridRowsFor, weekDates } from '../../src/widgets/schedule-picker/schedule-days';
import { STORY_NOW, STORY_TODAY, STORY_WEEK, storyEntries } from '../../src/widgets/schedule-picker/story-data';
import TimeSlotGrid from '../../src/widgets/schedule-picker/time-slot-grid';
import WeekCalendar from '../../src/widgets/schedule-picker/week-calendar';
import { scheduleTexts } from '../../src/widgets/schedule-picker/schedule-texts';
import { stepTexts, textFrom } from './support/step-texts';

afterEach(cleanup);
// A busy shared machine: rendering whole grids can take more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

/** The schedule step's texts, as the widget resolves them from the booking flow. */
const t = scheduleTexts(textFrom(stepTexts('schedule')));
const available = new Set(storyEntries.filter((e) => e.is_available).map((e) => e.date));
const NY = 'America/New_York';

function month(props: Partial<Parameters<typeof MonthCalendar>[0]> = {}) {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <MonthCalendar
      month={STORY_TODAY}
      today={STORY_TODAY}
      selectedDate={null}
      isSelectable={(d) => available.has(d)}
      onSelect={onSelect}
      onMonthChange={onMonthChange}
      firstMonth={STORY_TODAY}
      texts={t.calendar}
      {...props}
    />,
  );
  return { onSelect, onMonthChange, grid: screen.getByRole('grid', { name: 'March 2026' }) };
}

describe('month calendar (availability windows)', () => {
  it('F-04 shows the month as a grid; only compatible, available days can be chosen', async () => {
    const { onSelect, grid } = month();
    const wed = within(grid).getByRole('gridcell', { name: 'Wednesday, March 11, 2026' });
    const fri13 = within(grid).getByRole('gridcell', { name: 'Friday, March 13, 2026, unavailable' });
    const sat = within(grid).getByRole('gridcell', { name: 'Saturday, March 14, 2026, unavailable' });
    expect(fri13).toHaveAttribute('aria-disabled', 'true');
    expect(sat).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fri13);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(wed);
    expect(onSelect).toHaveBeenCalledWith('2026-03-11');
  });

  it('F-04 keyboard: one tab stop, arrows move by day and week, Enter chooses, PageDown changes the month', async () => {
    const user = userEvent.setup();
    const { onSelect, onMonthChange } = month({ selectedDate: '2026-03-10' });
    await user.tab(); // Previous month is disabled: Next month first
    await user.tab();
    expect(screen.getByRole('gridcell', { name: 'Tuesday, March 10, 2026, today' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'Wednesday, March 11, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Wednesday, March 18, 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-03-18');
    await user.keyboard('{PageDown}');
    expect(onMonthChange).toHaveBeenCalledWith('2026-04-01');
  });

  it('F-29 cannot go back before the current month', () => {
    month();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });
});

describe('arrive and leave hour buttons', () => {
  it('F-19 disables arrive hours already passed today (11:30 in New York) and F-20/F-21 report choices', async () => {
    const onArrive = vi.fn();
    const onLeave = vi.fn();
    render(
      <HourButtons
        texts={t}
        arriveOptions={arriveTimeOptions({ date: STORY_TODAY, startMinutes: 480, endMinutes: 1020, now: STORY_NOW, timeZone: NY })}
        leaveOptions={leaveTimeOptions({ startMinutes: 480, endMinutes: 1020 })}
        arrive={720}
        leave={780}
        onArrive={onArrive}
        onLeave={onLeave}
      />,
    );
    const arrive = screen.getByRole('group', { name: 'Arrive time' });
    const leave = screen.getByRole('group', { name: 'Leave time' });
    for (const h of ['8 AM', '9 AM', '10 AM', '11 AM']) expect(within(arrive).getByRole('button', { name: h })).toBeDisabled();
    expect(within(arrive).getByRole('button', { name: '12 PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(leave).getByRole('button', { name: '1 PM' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(arrive).getByRole('button', { name: '2 PM' }));
    expect(onArrive).toHaveBeenCalledWith(840);
    await userEvent.click(within(leave).getByRole('button', { name: '9 AM' }));
    expect(onLeave).toHaveBeenCalledWith(540);
  });
});

/** A week view's paging props for the story week: open on `open` days, paging ignored unless a test overrides it. */
const paging = (rows: readonly number[], open: readonly string[]) => ({
  pageStart: STORY_WEEK,
  onPageChange: vi.fn(),
  today: STORY_TODAY,
  lastDate: '2026-03-21',
  isOpen: (d: string) => open.includes(d),
  rowsFor: () => rows,
});

describe('week grid of slots (time slots)', () => {
  const dates = weekDates(STORY_WEEK);
  const rows = gridRowsFor(dates.map((d) => storyEntries.find((e) => e.date === d)));
  const slots = { '2026-03-11': [540, 600], '2026-03-12': [480] };

  it('F-33/F-35 rows are 30 minutes from 8:00 AM to 4:30 PM; F-05 a slot is chosen with a click', async () => {
    const onPick = vi.fn();
    render(
      <TimeSlotGrid {...paging(rows, Object.keys(slots))} slots={slots} selectedDate={null} selectedStart={null} onPick={onPick} texts={t.calendar} />,
    );
    const grid = screen.getByRole('grid', { name: 'Time slots, Sun, Mar 8 to Sat, Mar 14' });
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(rows.map((m) => `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')} ${m < 720 ? 'AM' : 'PM'}`));
    expect(rows[0]).toBe(480);
    expect(rows.at(-1)).toBe(990);
    expect(within(grid).getByRole('gridcell', { name: 'Wed, Mar 11 at 12:00 PM, not available' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' }));
    expect(onPick).toHaveBeenCalledWith('2026-03-11', 540);
  });

  it('F-05 keyboard: arrows move through the grid, Enter chooses, PageDown shows the next open day', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onWeekChange = vi.fn();
    render(
      <TimeSlotGrid {...paging(rows, [...Object.keys(slots), '2026-03-17'])} onPageChange={onWeekChange} slots={slots} selectedDate={null} selectedStart={null} onPick={onPick} texts={t.calendar} />,
    );
    await user.tab(); // Earlier open days is disabled (none before): Later open days first
    await user.tab();
    expect(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, available' })).toHaveFocus(); // the earliest day's first slot
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'Thu, Mar 12 at 9:00 AM, not available' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('gridcell', { name: 'Thu, Mar 12 at 8:00 AM, available' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onPick).toHaveBeenCalledWith('2026-03-12', 480);
    await user.keyboard('{PageDown}');
    expect(onWeekChange).toHaveBeenCalledWith('2026-03-17'); // Mar 15 and 16 have nothing open
  });
});

/** The week calendar's story week: a 90-minute appointment on Wednesday, free from 12:15 (10:00..12:00 booked). */
const calendarWeek = (() => {
  const LENGTH = 90;
  const rows = gridRowsFor(weekDates(STORY_WEEK).map((d) => storyEntries.find((e) => e.date === d)));
  const wed = storyEntries.find((e) => e.date === '2026-03-11')!;
  const days = { '2026-03-11': { starts: fittingStarts(wed, LENGTH, { now: STORY_NOW, timeZone: NY }), booked: bookedRanges(wed) } };
  return { LENGTH, rows, days };
})();

describe('week calendar (other scheduling systems)', () => {
  const { LENGTH, rows, days } = calendarWeek;

  it('F-06 shows booked appointments and places yours on a free half hour, snapped to 15 minutes (F-34)', async () => {
    const onPick = vi.fn();
    render(
      <WeekCalendar {...paging(rows, Object.keys(days))} days={days} selectedDate={null} selectedStart={null} lengthMinutes={LENGTH} onPick={onPick} texts={t.calendar} />,
    );
    expect(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 10:00 AM, booked' })).toHaveTextContent('Booked');
    expect(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 9:00 AM, not available' })).toBeInTheDocument(); // 9:00 + 90 min runs into 10:00
    await userEvent.click(screen.getByRole('gridcell', { name: 'Wed, Mar 11 at 12:00 PM, available' }));
    expect(onPick).toHaveBeenCalledWith('2026-03-11', 735); // 12:00 does not fit (free from 12:15): the first start in that half hour
  });

  it('F-06/F-34 your appointment can be moved by 15 minutes from the keyboard', async () => {
    const onPick = vi.fn();
    render(
      <WeekCalendar {...paging(rows, Object.keys(days))} days={days} selectedDate="2026-03-11" selectedStart={735} lengthMinutes={LENGTH} onPick={onPick} texts={t.calendar} />,
    );
    expect(screen.getByRole('gridcell', { name: 'Your appointment, Wed, Mar 11, 12:15 PM to 1:45 PM' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '15 minutes earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '15 minutes later' }));
    expect(onPick).toHaveBeenCalledWith('2026-03-11', 750);
  });
});

describe('week calendar: dragging your appointment (F-06)', () => {
  const { LENGTH, rows, days } = calendarWeek;
  const calendar = () => {
    const onPick = vi.fn();
    render(
      <WeekCalendar {...paging(rows, Object.keys(days))} days={days} selectedDate="2026-03-11" selectedStart={735} lengthMinutes={LENGTH} onPick={onPick} texts={t.calendar} />,
    );
    return onPick;
  };
  const cellNamed = (name: string) => screen.getByRole('gridcell', { name });
  const yours = (times: string) => cellNamed(`Your appointment, Wed, Mar 11, ${times}`);
  /** A 34 px cell whose top is at y = 100, so a pointer at y = 120 is in its lower half. */
  const placed = (el: HTMLElement) => {
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 34, bottom: 134, left: 0, right: 80, width: 80, x: 0, y: 100, toJSON: () => ({}) });
    return el;
  };
  const press = (el: HTMLElement, pointerType = 'mouse') => fireEvent.pointerDown(el, { pointerId: 1, isPrimary: true, button: 0, pointerType, clientY: 110 });

  it('F-06/F-34 a drag moves your appointment to the quarter hour under the pointer, shown there while dragging; the drop is one move', () => {
    const onPick = calendar();
    press(yours('12:15 PM to 1:45 PM'));
    const to = placed(cellNamed('Wed, Mar 11 at 2:30 PM, available'));
    fireEvent.pointerMove(to, { pointerId: 1, clientY: 120 });
    expect(yours('2:45 PM to 4:15 PM')).toHaveAttribute('aria-selected', 'true'); // where it would go
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.pointerUp(to, { pointerId: 1, clientY: 120 });
    fireEvent.click(to, { clientY: 120 }); // the click that ends the drag does not place it again
    expect(onPick.mock.calls).toEqual([['2026-03-11', 885]]);
    fireEvent.pointerDown(to, { pointerId: 2, isPrimary: true, button: 0, clientY: 110 });
    fireEvent.click(to, { clientY: 110 }); // a later click still places it (upper half: 2:30 PM)
    expect(onPick).toHaveBeenLastCalledWith('2026-03-11', 870);
  });

  it('F-06 Escape cancels a drag, and a drop where it cannot start (booked) changes nothing', () => {
    const onPick = calendar();
    press(yours('12:15 PM to 1:45 PM'));
    fireEvent.pointerMove(cellNamed('Wed, Mar 11 at 2:30 PM, available'), { pointerId: 1 });
    expect(yours('2:30 PM to 4:00 PM')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(yours('12:15 PM to 1:45 PM')).toBeInTheDocument();
    fireEvent.pointerUp(cellNamed('Wed, Mar 11 at 2:30 PM, available'), { pointerId: 1 });
    press(yours('12:15 PM to 1:45 PM'));
    fireEvent.pointerMove(cellNamed('Wed, Mar 11 at 10:00 AM, booked'), { pointerId: 1 });
    fireEvent.pointerUp(cellNamed('Wed, Mar 11 at 10:00 AM, booked'), { pointerId: 1 });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('F-06 a finger drags too: the cell under the touch point decides, though the events stay with the first cell', () => {
    const onPick = calendar();
    const first = yours('12:15 PM to 1:45 PM');
    const under = cellNamed('Wed, Mar 11 at 3:00 PM, available');
    const elementFromPoint = vi.fn(() => under);
    Object.defineProperty(document, 'elementFromPoint', { value: elementFromPoint, configurable: true });
    try {
      press(first, 'touch');
      fireEvent.pointerMove(first, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 400 });
      fireEvent.pointerUp(first, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 400 });
    } finally {
      Reflect.deleteProperty(document, 'elementFromPoint');
    }
    expect(elementFromPoint).toHaveBeenCalledWith(300, 400);
    expect(onPick.mock.calls).toEqual([['2026-03-11', 900]]);
  });
});

describe('schedule view', () => {
  const base = {
    notes: { label: 'Notes for your technician (optional)', value: '', onChange: vi.fn() },
    action: { label: 'Continue', busy: false, blockedReason: null, error: null, onContinue: vi.fn() },
  };

  it('F-08/F-23 the optional notes box holds at most 1020 characters', () => {
    render(<SchedulePickerView status="ready" texts={t} {...base} />);
    expect(screen.getByRole('textbox', { name: 'Notes for your technician (optional)' })).toHaveAttribute('maxlength', '1020');
    expect(screen.getByText('0/1020 characters')).toBeInTheDocument();
  });

  it('F-12 a blocker keeps Continue inactive (still focusable) and gives its reason', async () => {
    const onContinue = vi.fn();
    const reason = 'Please enter a note with a description of the issue you are experiencing.';
    render(<SchedulePickerView status="ready" texts={t} {...base} action={{ ...base.action, onContinue, blockedReason: reason }} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    await userEvent.click(button);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('shows loading and a retry after a failed lookup', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SchedulePickerView status="loading" texts={t} {...base} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading available dates…');
    rerender(<SchedulePickerView status="error" onRetry={onRetry} texts={t} {...base} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
