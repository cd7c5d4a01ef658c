import { describe, expect, it, vi } from 'vitest';
import { fetchHeldWhileLeaving } from '../../mocks/hold-calls-while-leaving';

const ORIGIN = 'http://localhost:5173';
const settled = (p: Promise<unknown>) => Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 0))]);

describe('fetchHeldWhileLeaving (mock builds: a leaving page never acts on the static server\'s 404)', () => {
  it('K-03 passes every call until beforeunload, then holds API calls and passes the others', async () => {
    const real = vi.fn(async () => new Response('{}'));
    const target = new EventTarget();
    const fetch = fetchHeldWhileLeaving(real as typeof globalThis.fetch, target, ORIGIN);
    expect(await settled(fetch('/api/customer-info'))).toBe('settled');
    target.dispatchEvent(new Event('beforeunload'));
    expect(await settled(fetch('/api/customer-info'))).toBe('pending');
    expect(await settled(fetch(new Request(`${ORIGIN}/api/customer/address`)))).toBe('pending');
    expect(await settled(fetch('/assets/app.js'))).toBe('settled');
    expect(await settled(fetch('https://maps.example/api/x'))).toBe('settled');
    expect(real).toHaveBeenCalledTimes(3);
  });

  it('calls again once the page comes back from the back/forward cache', async () => {
    const real = vi.fn(async () => new Response('{}'));
    const target = new EventTarget();
    const fetch = fetchHeldWhileLeaving(real as typeof globalThis.fetch, target, ORIGIN);
    target.dispatchEvent(new Event('beforeunload'));
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    target.dispatchEvent(restored);
    expect(await settled(fetch('/api/customer-info'))).toBe('settled');
  });
});
