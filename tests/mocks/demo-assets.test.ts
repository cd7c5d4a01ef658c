import { describe, expect, it } from 'vitest';
import { demoAssetSvg } from '../../mocks/handlers/demo-assets';

describe('demo pictures (the mock world’s /demo-assets)', () => {
  it('a provider logo is a wordmark of its name', () => {
    const svg = demoAssetSvg('/demo-assets/logos/acme.svg');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="48"/);
    expect(svg).toContain('>ACME</text>');
  });

  it('a photo is a 16:9 card naming it and marked as a demo picture; the banner is 5:2', () => {
    const photo = demoAssetSvg('/demo-assets/parking/lot-a.jpg');
    expect(photo).toContain('width="640" height="360"');
    expect(photo).toContain('>Lot a</text>');
    expect(photo).toContain('>Demo picture</text>');
    expect(demoAssetSvg('/demo-assets/banner/tires.jpg')).toContain('width="800" height="320"');
  });

  it('a crafted name is drawn as text, never as markup', () => {
    const svg = demoAssetSvg('/demo-assets/keyosks/%3Cscript%3Ealert(1)%3C%2Fscript%3E.jpg');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
  });
});
