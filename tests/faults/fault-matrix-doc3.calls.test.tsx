// @vitest-environment jsdom
/**
 * Issue 29, item 1: no call of the mock's list is forgotten. Every page of document 3 (doc3-pages.ts) is walked
 * clean, recording its calls; each call the mock answers (preview/call-keys.ts) must be made by one of them (and
 * so have its cells in the document 3 fault matrix) or be listed outside document 3 with where it is played.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { callKeysOf } from '../../preview/call-keys';
import { startMatrix, stopMatrix } from './cell-kit';
import { walkClean, type WalkedPage } from './doc3-matrix';
import { PAGE_WALKS } from './doc3-pages';
import { OUTSIDE_DOCUMENT_3 } from './outside-document-3';
import { setDriverTimeout } from './jsdom-drivers';

const walked: WalkedPage[] = [];

beforeAll(async () => {
  startMatrix();
  setDriverTimeout(10_000);
  for (const walk of PAGE_WALKS) {
    const t0 = performance.now();
    walked.push(await walkClean(walk));
    console.log(`${walk.link}: ${Math.round(performance.now() - t0)} ms`);
  }
}, 300_000);

afterAll(stopMatrix);

describe('the document 3 fault matrix covers every call (issue 29)', () => {
  it('K-02 K-16 K-32 K-41 K-42 K-58 K-63 K-64 K-65 L-05 L-20 L-26 L-36 L-43 L-46 L-51 L-54 each call of the mock has a page cell or is played elsewhere', () => {
    const made = new Set(walked.flatMap((w) => [...w.opening, ...w.actions.flat()]));
    console.log(walked.map((w) => `${w.name}\n  opens: ${w.opening.join(', ')}\n${w.walk.actions.map((a, i) => `  ${a.what}: ${w.actions[i]!.join(', ')}`).join('\n')}`).join('\n'));
    const forgotten = callKeysOf(handlers).filter((k) => !made.has(k) && !(k in OUTSIDE_DOCUMENT_3));
    expect(forgotten).toEqual([]);
  });
});
