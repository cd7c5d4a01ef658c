import { useId } from 'react';
import { DIRT_LEVELS, dirtLabel } from './detailing-texts';

export interface DirtSliderProps {
  /** "How dirty is your vehicle?" (the step's message). */
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** D-25/D-26: a range input 0..4 whose value text is the level's name; the scale is shown under it. */
export function DirtSlider({ label, value, onChange }: DirtSliderProps) {
  const id = useId();
  const current = dirtLabel(value);
  return (
    <div className="dirt-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={DIRT_LEVELS.length - 1}
        step={1}
        value={value}
        aria-valuetext={current}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <ol className="dirt-slider__scale" aria-hidden="true">
        {DIRT_LEVELS.map((l, i) => (
          <li key={l}>
            {i} {l}
          </li>
        ))}
      </ol>
      <p className="dirt-slider__value">Your answer: {current}</p>
    </div>
  );
}
