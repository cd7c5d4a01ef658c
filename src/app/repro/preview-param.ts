/**
 * The `?preview=` parameter of a repro link (docs/repro-links.md), as plain string work: read it, and the
 * address without it. Pure, no mock code.
 */

/** Name of the query parameter that carries a repro link's scenario. */
export const PREVIEW_PARAM = 'preview';

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The value of `?preview=` in a search string (`?a=1&preview=…`), or null when there is none. An empty value counts as given (`''`). */
export function readPreviewParam(search: string): string | null {
  return new URLSearchParams(search).get(PREVIEW_PARAM);
}

/**
 * The same address without any `preview` parameter: path, the other parameters (order and encoding kept)
 * and the hash stay as they are. Returns a relative URL for `history.replaceState`.
 */
export function addressWithoutPreview({ pathname, search, hash }: AddressParts): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && decodeName(pair) !== PREVIEW_PARAM);
  return `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

function decodeName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
