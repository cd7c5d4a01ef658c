import type { Banner } from '../../api/marketing';
import { dateFormat } from '../../domain/time-zone';
import { httpUrl } from '../../domain/safe-url';

/** Where the banner leads: its own link when it is http(s), else the provider's tire shop (`tire_shop_url`). */
export function bannerHref(banner: Pick<Banner, 'link'> | null | undefined, tireShopUrl: unknown): string | null {
  return httpUrl(banner?.link?.link?.href) ?? httpUrl(tireShopUrl);
}

/**
 * The deal's end date for display ("June 30, 2025"): a `YYYY-MM-DD` (or the date part of a date-time) is read
 * as that calendar day, whatever the browser's zone. Null for anything unreadable.
 */
export function dealEndText(raw: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw?.trim() ?? '');
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3])) return null;
  return dateFormat({ timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
