import { describe, expect, it } from 'vitest';
import flowJson from '../../../flows/booking.flow.json';
import { expandFlow, type Flow } from '../../../src/engine';
import { SHELL_TEXT_KEYS } from '../../../src/app/shell-text-keys';
import { loadedBeforeStepsKeys, shellChunkKeys, shellMessagesOf, upFrontKeys } from '../../../scripts/vite/message-split';

const flow = expandFlow(flowJson as unknown as Flow);

describe('where the customer build ships the flow-level messages', () => {
  it('A-11 A-13 A-14 the shell texts (header, feedback, churn modal, footer) come in the shell chunk, worded by the flow', () => {
    const shell = shellMessagesOf(flow);
    for (const key of SHELL_TEXT_KEYS) expect(shell[key], key).toBe(flow.messages?.[key]);
    expect(shell['nav-appointments']).toBe('Appointments');
  });

  it('up front only what the shell shows before its chunk: loading, a failed configuration, a failure text', () => {
    const upFront = upFrontKeys();
    expect([...upFront]).toEqual(expect.arrayContaining(['step-loading', 'site-unavailable-title', 'site-unavailable', 'link-retry', 'connection-error']));
    for (const key of SHELL_TEXT_KEYS) expect(upFront.has(key), key).toBe(false);
    for (const key of shellChunkKeys(flow)) expect(upFront.has(key), key).toBe(false);
  });

  it('the alerts, the not-found text and the phases are loaded before any step (an alert may fire before a step\'s messages)', () => {
    const before = loadedBeforeStepsKeys(flow);
    expect(before.has(flow.notFound!)).toBe(true);
    for (const phase of flow.phases ?? []) expect(before.has(phase.title)).toBe(true);
    expect(before.has('link-other-customer')).toBe(true);
  });
});
