import { BOX_IMAGE_NUMBERS } from '../../domain/check-in';

const COLUMNS = 3;
const ROWS = (BOX_IMAGE_NUMBERS.max - BOX_IMAGE_NUMBERS.min + 1) / COLUMNS;

export interface BoxImageProps {
  /** The customer's key box, 1..12 (L-11: the page shows the image only for those). */
  box: number;
  /** The caption ("Leave your keys in box 5."). */
  caption: string;
  /** The picture's accessible name (the flow's `map-box-picture`). */
  pictureLabel: string;
}

/**
 * L-11: the key box image — an illustration (drawn here, not a photo of the kiosk) of the keyosk's twelve
 * numbered boxes with the customer's box highlighted.
 */
export function BoxImage({ box, caption, pictureLabel }: BoxImageProps) {
  const cell = { w: 52, h: 44, gap: 8 };
  const width = COLUMNS * cell.w + (COLUMNS + 1) * cell.gap;
  const height = ROWS * cell.h + (ROWS + 1) * cell.gap;
  return (
    <figure className="box-image">
      <svg className="box-image__picture" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={pictureLabel}>
        <rect x="0" y="0" width={width} height={height} rx="8" fill="#37474f" />
        {Array.from({ length: BOX_IMAGE_NUMBERS.max }, (_, i) => {
          const n = i + 1;
          const x = cell.gap + (i % COLUMNS) * (cell.w + cell.gap);
          const y = cell.gap + Math.floor(i / COLUMNS) * (cell.h + cell.gap);
          const mine = n === box;
          return (
            <g key={n}>
              <rect x={x} y={y} width={cell.w} height={cell.h} rx="4" fill={mine ? '#ffbf47' : '#eceff1'} stroke={mine ? '#ffffff' : '#90a4ae'} strokeWidth={mine ? 3 : 1} />
              <text x={x + cell.w / 2} y={y + cell.h / 2 + 6} textAnchor="middle" fontSize="18" fontWeight={mine ? 700 : 400} fill="#1b1f24">
                {n}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="box-image__caption">{caption}</figcaption>
    </figure>
  );
}
