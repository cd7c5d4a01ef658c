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
  /** The groups' titles: the flow's `arrive-time`, `leave-time`. */
  texts: { arriveTime: string; leaveTime: string };
}

/**
 * F-04, F-19..F-21: the arrive-time and leave-time hour buttons of the availability-windows
 * calendar. Arrive hours already passed today are disabled (F-19); choosing an arrive hour moves
 * the leave hour to the next later hour (F-20, in the reducer); a leave hour not after the arrive
 * hour can still be pressed — Continue then says why it cannot go on (F-21).
 */
export default function HourButtons({ arriveOptions, leaveOptions, arrive, leave, onArrive, onLeave, texts }: HourButtonsProps) {
  return (
    <div className="schedule-hours">
      <HourGroup title={texts.arriveTime} options={arriveOptions} chosen={arrive} onChoose={onArrive} />
      <HourGroup title={texts.leaveTime} options={leaveOptions} chosen={leave} onChoose={onLeave} />
    </div>
  );
}

/** One titled row of hour toggle buttons; the chosen hour is pressed, a disabled option cannot be chosen. */
function HourGroup({ title, options, chosen, onChoose }: { title: string; options: readonly HourOption[]; chosen: number | null; onChoose: (minutes: number) => void }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="schedule-hours__group">
      <h3 id={titleId} className="schedule-hours__title">
        {title}
      </h3>
      <div className="schedule-hours__buttons">
        {options.map((o) => (
          <button
            key={o.minutes}
            type="button"
            className={`schedule-hour${o.minutes === chosen ? ' is-selected' : ''}`}
            aria-pressed={o.minutes === chosen}
            disabled={o.disabled}
            onClick={() => onChoose(o.minutes)}
          >
            {formatHour(o.minutes)}
          </button>
        ))}
      </div>
    </div>
  );
}
