// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerHref, dealEndText } from '../../src/widgets/home-hero/banner-link';
import { httpUrl } from '../../src/domain/safe-url';
import HomeHero from '../../src/widgets/home-hero/home-hero';
import { HomeHeroView } from '../../src/widgets/home-hero/home-hero-view';
import { homeHeroTexts } from '../../src/widgets/home-hero/home-hero-texts';
import { emptyWidgetValues } from '../../src/widgets/contract/widget-props';
import demo from '../../mocks/fixtures/providers/demo.json';
import { server, useMockServer } from '../api/harness';
import { flowDecides } from './support/flow-decides';
import { stepTexts, textFrom } from './support/step-texts';

useMockServer();
afterEach(cleanup);

const config = demo as Record<string, unknown>;
/** The home step's messages, as the renderer fills them for the demo provider. */
const text = textFrom(stepTexts('home', { requireStep: true }), { config });
const texts = homeHeroTexts(text);
const banner = {
  overLineText: 'Limited time',
  title: 'Buy 3 tires, get the 4th for $1',
  bannerImage: { src: '/demo-assets/banner/tires.jpg' },
  link: { label: 'Shop tires', link: { href: 'https://tires.example/shop' } },
  dealEndDate: '2030-06-30',
};

describe('homeHero', () => {
  it('A-23 the home page has a clear "Book a Service" start that sends start', async () => {
    const onStart = vi.fn();
    render(<HomeHeroView texts={texts} onStart={onStart} banner={null} bannerHref={null} />);
    expect(screen.getByRole('heading', { level: 1, name: `Vehicle service from ${demo.customer_facing_name}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Service' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('A-16/A-17 the banner shows over-line, title, deal end date and a link opening in a new tab', () => {
    render(<HomeHeroView texts={texts} onStart={() => {}} banner={banner} bannerHref="https://tires.example/shop" />);
    const offer = screen.getByRole('region', { name: 'Current offer' });
    expect(offer).toHaveTextContent('Limited time');
    expect(offer).toHaveTextContent('Buy 3 tires, get the 4th for $1');
    expect(offer).toHaveTextContent('Offer ends June 30, 2030');
    const link = screen.getByRole('link', { name: /^Shop tires ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://tires.example/shop');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('A-16 a banner image that cannot load leaves its box (a plain tint): the text below does not move', () => {
    const { container } = render(<HomeHeroView texts={texts} onStart={() => {}} banner={banner} bannerHref={null} />);
    const image = container.querySelector('img.home-banner__image')!;
    expect(image).toHaveAttribute('src', '/demo-assets/banner/tires.jpg');
    fireEvent.error(image);
    expect(container.querySelector('img.home-banner__image')).toBeNull();
    expect(container.querySelector('.home-banner__image--missing')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current offer' })).toHaveTextContent('Buy 3 tires, get the 4th for $1');
  });

  it('A-17 links only to http(s): the banner’s own link, else the provider’s tire_shop_url', () => {
    expect(bannerHref(banner, 'https://fallback.example')).toBe('https://tires.example/shop');
    expect(bannerHref({ link: { label: 'x', link: { href: 'javascript:alert(1)' } } }, 'https://fallback.example/')).toBe('https://fallback.example/');
    expect(bannerHref(null, 'data:text/html,x')).toBeNull();
    expect(httpUrl('//evil.example')).toBeNull();
    expect(dealEndText('2024-02-30')).toBeNull();
    expect(dealEndText('2025-12-01T05:00:00Z')).toBe('December 1, 2025');
  });

  /** The home step's homeHero with what the flow decides for `provider` and the provider's content. */
  function renderWidget(provider: Record<string, unknown> = config) {
    const send = vi.fn();
    const { options, parts, content } = flowDecides('home', 'homeHero', provider);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HomeHero name="homeHero" options={options} parts={parts} text={text} values={{ ...emptyWidgetValues, content }} send={send} dispatch={vi.fn()} />
      </QueryClientProvider>,
    );
    return send;
  }

  it('A-16 loads the banner from the content service (GET /content/banner) and sends start', async () => {
    const send = renderWidget();
    expect(await screen.findByRole('heading', { name: 'Buy 3 tires, get the 4th for $1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop tires/ })).toHaveAttribute('href', 'https://tires.example/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Book a Service' }));
    expect(send).toHaveBeenCalledWith({ type: 'start' });
  });

  it('error: a banner that fails to load is not shown; the start still works', async () => {
    server.use(http.get('http://localhost/api/content/banner', () => HttpResponse.json({ Message: 'down' }, { status: 503 })));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Service' }));
    expect(send).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Current offer' })).toBeNull();
    quiet.mockRestore();
  });

  it.each([
    [['home'], 'Mechanical, tire and detailing services at your home.'],
    [['workplace'], 'Mechanical, tire and detailing services at your work.'],
    [['shop'], 'Mechanical, tire and detailing services at our shop.'],
    [['home', 'shop'], 'Mechanical, tire and detailing services at your home or our shop.'],
    [['home', 'workplace'], 'Mechanical, tire and detailing services at your home or your work.'],
    [['workplace', 'shop'], 'Mechanical, tire and detailing services at your work or our shop.'],
    [['home', 'workplace', 'shop'], 'Mechanical, tire and detailing services at your home, your work or our shop.'],
    [[], 'Mechanical, tire and detailing services for your vehicle.'],
  ])('A-23 B-03 the home text promises only the places the provider serves (service_locations %j)', async (places, subtitle) => {
    renderWidget({ ...config, service_locations: places });
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Book a Service' });
  });
});
