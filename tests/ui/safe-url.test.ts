import { describe, expect, it } from 'vitest';
import { mailtoHref, safeUrl, telHref } from '../../src/ui/safe-url';

describe('safeUrl (configuration URLs, decisions.md Security)', () => {
  it('keeps http(s), mailto and tel', () => {
    expect(safeUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(safeUrl('http://x.example')).toBe('http://x.example/');
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeUrl('tel:+15550100')).toBe('tel:+15550100');
  });

  it('rejects other schemes, protocol-relative and tricks', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil', 'https://x\u0000.example', 'nope', '', 42, null]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });

  it('narrows schemes and allows same-origin paths only when asked', () => {
    expect(safeUrl('mailto:a@b.c', ['https:'])).toBeNull();
    expect(safeUrl('/logo.svg')).toBeNull();
    expect(safeUrl('/logo.svg', ['https:'], true)).toBe('/logo.svg');
    expect(safeUrl('//cdn.example/logo.svg', ['https:'], true)).toBeNull();
  });

  it('builds tel and mailto links', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref('call us')).toBeNull();
    expect(mailtoHref('hello@demo.example')).toBe('mailto:hello@demo.example');
    expect(mailtoHref('javascript:x')).toBeNull();
  });
});
