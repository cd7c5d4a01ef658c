import { describe, expect, it } from 'vitest';
import skipper from '../../mocks/fixtures/providers/skipper.json';
import { appOriginOf, THANK_YOU_PAGE_PATH, thankYouPageHtml, withThankYouStandIn } from '../../mocks/pages/thank-you-page';

describe('the mock world’s stand-in for a provider’s own thank-you page (H-33, issue 26)', () => {
  it('H-33 names the stand-in on the app’s origin, carrying the provider’s address and name; nothing else changes', () => {
    const served = withThankYouStandIn(skipper, 'http://skipper.localhost:7373');
    const url = new URL(served.external_thank_you_url);
    expect(url.origin).toBe('http://skipper.localhost:7373');
    expect(url.pathname).toBe(THANK_YOU_PAGE_PATH);
    expect(url.searchParams.get('for')).toBe('https://skipper-tires.example/thank-you');
    expect(url.searchParams.get('provider')).toBe('Skipper Tire & Lube');
    expect({ ...served, external_thank_you_url: skipper.external_thank_you_url }).toEqual(skipper);
  });

  it('H-33 leaves a provider without an http(s) thank-you page as it is (the app shows its own finished page)', () => {
    for (const external_thank_you_url of [null, '', 'javascript:alert(1)', 'not a url']) {
      const config = { ...skipper, external_thank_you_url };
      expect(withThankYouStandIn(config, 'http://localhost:7373')).toBe(config);
    }
  });

  it('takes the app’s origin from a proxy’s X-Forwarded-Host, else from the request itself (the browser’s MSW)', () => {
    const behindProxy = new Request('http://mock-backend.internal/api/app-z3p-configuration', { headers: { 'X-Forwarded-Host': 'skipper.localhost:7374' } });
    expect(appOriginOf(behindProxy)).toBe('http://skipper.localhost:7374');
    const https = new Request('http://mock-backend.internal/api/x', { headers: { 'X-Forwarded-Host': 'demo.example', 'X-Forwarded-Proto': 'https' } });
    expect(appOriginOf(https)).toBe('https://demo.example');
    expect(appOriginOf(new Request('http://localhost:5173/api/app-z3p-configuration'))).toBe('http://localhost:5173');
  });

  it('the page says what it stands in for, links the real page and the booking site, and escapes what the query says', () => {
    const page = thankYouPageHtml('?for=https%3A%2F%2Fskipper-tires.example%2Fthank-you&provider=Skipper%20Tire%20%26%20Lube');
    expect(page).toContain('<h1>Thank you for your booking</h1>');
    expect(page).toContain('stands in for the thank-you page of Skipper Tire &#38; Lube');
    expect(page).toContain('<a href="https://skipper-tires.example/thank-you">https://skipper-tires.example/thank-you</a>');
    expect(page).toContain('<a href="/">Back to the booking site</a>');
    const hostile = thankYouPageHtml('?for=javascript%3Aalert(1)&provider=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('javascript:');
    expect(hostile).toContain('&#60;script&#62;');
  });
});
