import { useId } from 'react';
import type { HourOption } from '../../domain/arrive-leave';
import { formatHour } from './schedule-format';

export interface HourButtonsProps {
  arriveOptions: readonly HourOption[];
  leaveOptions: readonly HourOption[];
  arrive: number | null;
  leave: number | null;
  onArrive: (minutes: number) => void;
  onLeave: (minutes: number) => void;
}

/**
 * F-04, F-19..F-21: the arrive-time and leave-time hour buttons of the availability-windows
 * calendar. Arrive hours already passed today are disabled (F-19); choosing an arrive hour moves
 * the leave hour to the next later hour (F-20, in the reducer); a leave hour not after the arrive
 * hour can still be pressed — Continue then says why it cannot go on (F-21).
 */
export default function HourButtons({ arriveOptions, leaveOptions, arrive, leave, onArrive, onLeave }: HourButtonsProps) {
  const arriveId = useId();
  const leaveId = useId();
  return (
    <div className="schedule-hours">
      <div role="group" aria-labelledby={arriveId} className="schedule-hours__group">
        <h3 id={arriveId} className="schedule-hours__title">
          Arrive time
        </h3>
        <div className="schedule-hours__buttons">
          {arriveOptions.map((o) => (
            <button
              key={o.minutes}
              type="button"
              className={`schedule-hour${o.minutes === arrive ? ' is-selected' : ''}`}
              aria-pressed={o.minutes === arrive}
              disabled={o.disabled}
              onClick={() => onArrive(o.minutes)}
            >
              {formatHour(o.minutes)}
            </button>
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby={leaveId} className="schedule-hours__group">
        <h3 id={leaveId} className="schedule-hours__title">
          Leave time
        </h3>
        <div className="schedule-hours__buttons">
          {leaveOptions.map((o) => (
            <button
              key={o.minutes}
              type="button"
              className={`schedule-hour${o.minutes === leave ? ' is-selected' : ''}`}
              aria-pressed={o.minutes === leave}
              disabled={o.disabled}
              onClick={() => onLeave(o.minutes)}
            >
              {formatHour(o.minutes)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
