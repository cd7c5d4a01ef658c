/** The fields of a cart service item (D-68) this rule reads. */
export interface LaborLine {
  labor_hours?: number | string | null;
  quantity?: number | string | null;
}

/** F-36: lengths are whole quarter hours. */
const LENGTH_STEP_MINUTES = 15;

function finiteNonNegative(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * F-37: labor minutes of a cart — the sum of labor_hours × quantity over the lines (quantity
 * missing → 1; missing, negative or non-numeric hours → 0) times 60, plus the chosen date's
 * buffer_time_minutes (missing or negative → 0). Not rounded.
 */
export function laborMinutes(lines: readonly LaborLine[], bufferTimeMinutes?: number | string | null): number {
  let hours = 0;
  for (const line of lines) hours += finiteNonNegative(line.labor_hours, 0) * finiteNonNegative(line.quantity, 1);
  return hours * 60 + finiteNonNegative(bufferTimeMinutes, 0);
}

/**
 * F-36/F-37: the appointment length in minutes — {@link laborMinutes} rounded up to a whole quarter
 * hour (0 stays 0). Floating-point noise below a millionth of a minute never adds a quarter hour.
 */
export function appointmentLengthMinutes(lines: readonly LaborLine[], bufferTimeMinutes?: number | string | null): number {
  const minutes = Math.round(laborMinutes(lines, bufferTimeMinutes) * 1e6) / 1e6;
  return Math.ceil(minutes / LENGTH_STEP_MINUTES) * LENGTH_STEP_MINUTES;
}
