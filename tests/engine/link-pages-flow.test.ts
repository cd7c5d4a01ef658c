/**
 * The flow's side of the pages of issue 12 built by helper E: /google-review (L-55), /privacy-policy
 * (L-56..L-58), /add-home-address (L-59, L-60, its Cancel) and /public/index.html.
 */
import { describe, expect, it } from 'vitest';
import { nextStep, resolveStep } from '../../src/engine';
import { bookingFlow, makeContext, makeGuards, type ContextInput } from './support/context';

function open(path: string, input: ContextInput = {}) {
  const r = resolveStep(bookingFlow, path, makeContext(input), makeGuards());
  if (r.kind !== 'step') throw new Error(`not found: ${path}`);
  return { step: r.step.id, path: r.path, via: r.redirects.map((x) => x.explanation.decidedBy), effects: r.effects };
}

function send(stepId: string, type: string, input: ContextInput = {}) {
  const t = nextStep(bookingFlow, stepId, { type }, makeContext(input), makeGuards());
  return { path: t.to.path, external: t.to.external ?? false, rule: t.explanation.decidedBy };
}

describe('/google-review (L-55)', () => {
  it('L-55 tracks the visit when the page shows', () => {
    expect(open('/google-review')).toMatchObject({ step: 'google-review', via: [], effects: [{ track: 'google_review_visit' }] });
  });
  it('L-55 reviewReady leaves for the configured review page', () => {
    const config = { google_review_url: 'https://g.page/r/demo-autocare/review' };
    expect(send('google-review', 'reviewReady', { config })).toEqual({ path: 'https://g.page/r/demo-autocare/review', external: true, rule: 'L-55' });
  });
  it('L-55 without a usable address the flow falls back to home (the widget does not send reviewReady then)', () => {
    expect(send('google-review', 'reviewReady', { config: { google_review_url: 'javascript:alert(1)' } }).path).toBe('/');
    expect(send('google-review', 'reviewReady', { config: { google_review_url: null } }).path).toBe('/');
  });
});

describe('/privacy-policy (L-56..L-58)', () => {
  it('L-56 is open to everyone and ends the flow there', () => {
    expect(open('/privacy-policy')).toMatchObject({ step: 'privacy-policy', via: [] });
    expect(open('/privacy-policy', { signedIn: true }).step).toBe('privacy-policy');
  });
});

describe('/add-home-address (L-59, L-60)', () => {
  it('L-59 a visitor goes to /pricing/begin; a signed-in customer stays', () => {
    expect(open('/add-home-address')).toMatchObject({ step: 'begin', path: '/pricing/begin', via: ['L-59'] });
    expect(open('/add-home-address', { signedIn: true }).step).toBe('add-home-address');
  });
  it('L-60 saved goes to the safe redirect target, default /account; an unsafe one is ignored', () => {
    expect(send('add-home-address', 'saved', { signedIn: true }).path).toBe('/account');
    expect(send('add-home-address', 'saved', { signedIn: true, query: { redirect: '/pricing/place' } }).path).toBe('/pricing/place');
    expect(send('add-home-address', 'saved', { signedIn: true, query: { redirect: '//evil.example' } }).path).toBe('/account');
  });
  it('L-60 Cancel leaves unsaved for the same target', () => {
    expect(send('add-home-address', 'cancel', { signedIn: true })).toMatchObject({ path: '/account', rule: 'add-home-address-cancel' });
    expect(send('add-home-address', 'cancel', { signedIn: true, query: { redirect: '/pricing/place' } }).path).toBe('/pricing/place');
  });
});

describe('/public/index.html (A-24)', () => {
  it('A-24 serves pricing: the start of a booking, for visitors and customers alike', () => {
    expect(open('/public/index.html')).toMatchObject({ path: '/pricing/begin', via: ['A-24'] });
    expect(open('/public/index.html', { signedIn: true })).toMatchObject({ path: '/pricing/begin', via: ['A-24'] });
    expect(open('/public/index.html', { guest: true }).path).toBe('/pricing/begin');
  });
});
