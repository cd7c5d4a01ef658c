import { describe, expect, it } from 'vitest';
import { providerFromHost } from '../../src/app/provider-from-host';
import type { HostSettings } from '../../src/app/host-settings';

const settings: HostSettings = {
  suffixes: ['.localhost', '.staging.book.example', '.book.example'],
  customHosts: { 'book.acme-mobile.example': 'acme', 'booking.fleetco.example': 'fleetco' },
  defaultProvider: 'demo',
};

describe('providerFromHost', () => {
  it('A-02: takes the provider from the host prefix, ignoring port and case', () => {
    expect(providerFromHost('acme.localhost:5173', settings)).toBe('acme');
    expect(providerFromHost('ACME.localhost', settings)).toBe('acme');
  });

  it('A-03: removes the staging or production suffix (longest first)', () => {
    expect(providerFromHost('acme.staging.book.example', settings)).toBe('acme');
    expect(providerFromHost('acme.book.example', settings)).toBe('acme');
    expect(providerFromHost('www.acme.book.example', settings)).toBe('acme');
  });

  it('A-04: a custom host map identifies the provider', () => {
    expect(providerFromHost('book.acme-mobile.example', settings)).toBe('acme');
    expect(providerFromHost('booking.fleetco.example:443', settings)).toBe('fleetco');
  });

  it('A-05: falls back to the default provider', () => {
    expect(providerFromHost('localhost:5173', settings)).toBe('demo');
    expect(providerFromHost('book.example', settings)).toBe('demo');
    expect(providerFromHost('www.book.example', settings)).toBe('demo');
    expect(providerFromHost('unknown.example.org', settings)).toBe('demo');
    expect(providerFromHost('', settings)).toBe('demo');
    expect(providerFromHost('bad_name!.localhost', settings)).toBe('demo');
  });

  it('uses the shipped settings by default', () => {
    expect(providerFromHost('gone.localhost:5173')).toBe('gone');
    expect(providerFromHost('localhost')).toBe('demo');
  });
});
