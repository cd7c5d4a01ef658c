/**
 * Which back end a host talks to and which old hosts move to the new service hosts. Data, not code,
 * like host-settings.ts: a new environment adds a suffix and its API base; a retired domain adds an `oldHosts`
 * entry. The hosts are decisions (docs/decisions.md): the spec names none.
 */
export interface ServiceHosts {
  /** a host suffix and the API base of that environment's back end; the longest matching suffix wins. */
  environments: readonly { suffix: string; apiBase: string }[];
  /** exact host (no port) → API base, for providers on their own domain. */
  customHosts: Readonly<Record<string, string>>;
  /** Every other host (development, mock builds, a host behind a proxy): the same origin's `/api`. */
  defaultApiBase: string;
  /** an old host suffix and the new one it moves to (path, query and fragment kept); the longest matching suffix wins. */
  oldHosts: readonly { from: string; to: string }[];
}

export const serviceHosts: ServiceHosts = {
  environments: [
    { suffix: '.staging.book.example', apiBase: 'https://api.staging.book.example' },
    { suffix: '.book.example', apiBase: 'https://api.book.example' },
  ],
  customHosts: {
    'book.acme-mobile.example': 'https://api.book.example',
  },
  defaultApiBase: '/api',
  oldHosts: [
    { from: '.staging.booking.example', to: '.staging.book.example' },
    { from: '.booking.example', to: '.book.example' },
  ],
};
