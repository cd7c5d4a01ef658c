/**
 * How hosts map to providers (A-02..A-05). Data, not code: add a provider's own domain to
 * `customHosts`, a new environment's domain to `suffixes`.
 */
export interface HostSettings {
  /** Domain suffixes removed to find the provider prefix, e.g. `.book.example`; longest wins. */
  suffixes: readonly string[];
  /** Exact host (no port) → provider name, for providers on their own domain. */
  customHosts: Readonly<Record<string, string>>;
  /** Provider when nothing else identifies one. */
  defaultProvider: string;
}

export const hostSettings: HostSettings = {
  suffixes: ['.localhost', '.staging.book.example', '.book.example'],
  customHosts: {
    'book.acme-mobile.example': 'acme',
  },
  defaultProvider: 'demo',
};
