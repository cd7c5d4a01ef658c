function unit(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * F-38..F-40: a length in minutes as text.
 * - 0 (or less, or not a number) gives "15 minutes" (F-38);
 * - under 1 hour gives "15 minutes", "30 minutes" or "45 minutes": the nearest quarter hour,
 *   kept between 15 and 45 (F-39);
 * - 1 hour or more is rounded to the nearest quarter hour (halves round up) and written in
 *   hours and minutes: "1 hour", "1 hour 15 minutes", "2 hours 45 minutes" (F-40).
 */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '15 minutes';
  if (minutes < 60) {
    const quarter = Math.min(45, Math.max(15, Math.floor(minutes / 15 + 0.5) * 15));
    return `${quarter} minutes`;
  }
  const total = Math.floor(minutes / 15 + 0.5) * 15;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? unit(hours, 'hour', 'hours') : `${unit(hours, 'hour', 'hours')} ${rest} minutes`;
}
