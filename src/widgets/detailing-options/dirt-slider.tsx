import { useId } from 'react';
import { DIRT_LEVEL_COUNT, dirtLevelKey, type DetailingOptionsText } from './detailing-texts';

export interface DirtSliderProps {
  value: number;
  /** The step's messages: the question, the levels' names, "Your answer: …". */
  text: DetailingOptionsText;
  onChange: (value: number) => void;
}

/** D-25/D-26: a range input 0..4 whose value text is the level's name; the scale is shown under it. */
export function DirtSlider({ value, text, onChange }: DirtSliderProps) {
  const id = useId();
  const current = text(dirtLevelKey(value));
  const levels = Array.from({ length: DIRT_LEVEL_COUNT }, (_, i) => text(dirtLevelKey(i)));
  return (
    <div className="dirt-slider">
      <label htmlFor={id}>{text('dirt-question')}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={DIRT_LEVEL_COUNT - 1}
        step={1}
        value={value}
        aria-valuetext={current}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <ol className="dirt-slider__scale" aria-hidden="true">
        {levels.map((l, i) => (
          <li key={l}>
            {i} {l}
          </li>
        ))}
      </ol>
      <p className="dirt-slider__value">{text('dirt-answer', { level: current })}</p>
    </div>
  );
}
