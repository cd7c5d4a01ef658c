/**
 * the back end is chosen by host (a staging host talks to the staging back end, every call goes there);
 * old hosts move to the new service hosts. Both read the data in src/app/service-hosts.ts.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../../src/api/api-client';
import { apiBaseFromHost } from '../../src/app/api-base-from-host';
import { newServiceUrl } from '../../src/app/new-service-url';
import { serviceHosts } from '../../src/app/service-hosts';
import { contentSecurityPolicy } from '../../scripts/vite/csp-policy';

describe('A-06 the back end by host', () => {
  it('A-06 a staging host talks to the staging back end, a production host to production, a custom host to its environment', () => {
    expect(apiBaseFromHost('acme.staging.book.example')).toBe('https://api.staging.book.example');
    expect(apiBaseFromHost('www.acme.staging.book.example:443')).toBe('https://api.staging.book.example');
    expect(apiBaseFromHost('acme.book.example')).toBe('https://api.book.example');
    expect(apiBaseFromHost('Book.Acme-Mobile.example')).toBe('https://api.book.example');
  });

  it('A-06 development and mock hosts keep the same origin’s /api', () => {
    expect(apiBaseFromHost('localhost:5173')).toBe('/api');
    expect(apiBaseFromHost('acme.localhost:5173')).toBe('/api');
    expect(apiBaseFromHost('book.example')).toBe('/api'); // a suffix alone is no provider host
  });

  it('A-06 every call of a client with that base goes to the environment’s back end', async () => {
    const urls: string[] = [];
    const client = createApiClient({
      base: apiBaseFromHost('acme.staging.book.example'),
      fetch: (input) => {
        urls.push(String(input instanceof Request ? input.url : input));
        return Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      },
    });
    await client.fetch('GET', '/customer-info', { schema: z.unknown() }).catch(() => undefined);
    expect(urls[0]).toMatch(/^https:\/\/api\.staging\.book\.example\/customer-info/);
  });

  it('A-06 the shipped CSP lets the page reach each environment’s back end', () => {
    const connect = contentSecurityPolicy('header').split('; ').find((d) => d.startsWith('connect-src '))!.split(' ');
    for (const e of serviceHosts.environments) expect(connect).toContain(new URL(e.apiBase).origin);
  });
});

describe('A-07 old hosts move to the new service hosts', () => {
  it('A-07 an old host’s address is the same address on the new host (prefix, path, query and fragment kept)', () => {
    expect(newServiceUrl('https://acme.booking.example/pricing/place?ref=AB12#top')).toBe('https://acme.book.example/pricing/place?ref=AB12#top');
    expect(newServiceUrl('https://acme.staging.booking.example/account')).toBe('https://acme.staging.book.example/account');
  });

  it('A-07 a new or unknown host is not redirected', () => {
    expect(newServiceUrl('https://acme.book.example/account')).toBeNull();
    expect(newServiceUrl('http://localhost:5173/')).toBeNull();
    expect(newServiceUrl('https://book.acme-mobile.example/')).toBeNull();
  });
});
