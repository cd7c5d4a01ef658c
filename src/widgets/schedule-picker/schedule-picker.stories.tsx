import type { Story } from '@ladle/react';
import { useState } from 'react';
import MonthCalendar from './month-calendar';
import SchedulePickerView, { type SchedulePickerViewProps } from './schedule-picker-view';
import { STORY_TODAY, storyEntries } from './story-data';
import { flowStoryText } from '../shared/flow-story-text';
import { scheduleTexts } from './schedule-texts';

const text = flowStoryText('schedule');
const t = scheduleTexts(text);

const available = new Set(storyEntries.filter((e) => e.is_available).map((e) => e.date));
const calendar = (
  <MonthCalendar
    month={STORY_TODAY}
    today={STORY_TODAY}
    selectedDate="2026-03-11"
    isSelectable={(d) => available.has(d)}
    onSelect={() => undefined}
    onMonthChange={() => undefined}
    firstMonth={STORY_TODAY}
    texts={t.calendar}
  />
);

function View(overrides: Partial<SchedulePickerViewProps>) {
  const [note, setNote] = useState('');
  return (
    <SchedulePickerView
      status="ready"
      calendar={calendar}
      summary={t.summaryArriveLeave('Wednesday, March 11, 2026', '9:00 AM', '5:00 PM')}
      notes={{ label: text('notes-label'), value: note, onChange: setNote }}
      action={{ label: t.continueLabel, busy: false, blockedReason: null, error: null, onContinue: () => console.info('continue') }}
      texts={t}
      {...overrides}
    />
  );
}

const waitlist = {
  toggleLabel: null,
  on: true,
  onToggle: () => undefined,
  availability: {
    label: 'Your schedule availability',
    hint: 'Tell us which days and times work for you and we will reach out with a date.',
    text: '',
    onText: () => undefined,
  },
};

export const Filled: Story = () => <View />;
/** A date marked (F-18) but no time chosen yet: no "Your appointment" line (issue 26). */
export const NothingChosenYet: Story = () => <View summary={null} />;
export const Loading: Story = () => <View status="loading" calendar={null} summary={null} />;
export const LoadError: Story = () => <View status="error" calendar={null} summary={null} onRetry={() => console.info('retry')} />;
/** F-24 + F-25: no dates, the waitlist form instead of a calendar. */
export const NoDatesWithWaitlist: Story = () => (
  <View
    calendar={null}
    summary="No date yet — you will be added to the waitlist."
    noDates="Sorry, there are no service dates currently available for 12 Elm Street, Springfield, VA 22150. but we'll add you to our waitlist."
    waitlist={waitlist}
  />
);
/** F-15: hand-raise without availability text. */
export const ValidationError: Story = () => (
  <View
    sooner={{
      toggleLabel: 'Prefer to have your service sooner',
      on: true,
      onToggle: () => undefined,
      availability: { label: 'Your availability and reason for wanting service sooner', text: '', onText: () => undefined },
    }}
    action={{ label: 'Continue', busy: false, blockedReason: null, error: 'Please add your availability and reason for wanting service sooner.', onContinue: () => undefined }}
  />
);
/** F-12 (a provider's overlay): Continue waits for the issue note. */
export const BlockedByIssueNote: Story = () => (
  <View
    action={{
      label: 'Continue',
      busy: false,
      blockedReason: 'Please enter a note with a description of the issue you are experiencing.',
      error: null,
      onContinue: () => undefined,
    }}
  />
);
/** F-27: the date restored from the booking has filled. */
export const DateFilled: Story = () => <View dateFilled="The date you selected has filled and is no longer available. Please log in and choose another date." />;
/** Change-booking mode while saving (I-02). */
export const Saving: Story = () => <View action={{ label: 'Update Booking', busy: true, blockedReason: null, error: null, onContinue: () => undefined }} />;
