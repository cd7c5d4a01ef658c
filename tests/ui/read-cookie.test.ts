// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../src/ui/read-cookie';

describe('readCookie', () => {
  afterEach(() => {
    document.cookie = 'rwg_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('H-36 reads one cookie, percent-decoded, among others', () => {
    document.cookie = 'other=1';
    document.cookie = 'rwg_token=abc%20123';
    expect(readCookie('rwg_token')).toBe('abc 123');
  });

  it('gives null for a missing cookie', () => {
    expect(readCookie('rwg_token')).toBeNull();
  });
});
