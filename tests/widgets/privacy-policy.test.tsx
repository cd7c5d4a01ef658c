// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyPolicy from '../../src/widgets/privacy-policy/privacy-policy';
import { providerFixtures } from '../../mocks/fixtures/providers';
import { flowDecides } from './support/flow-decides';
import { renderFlowWidget } from './support/render-flow-widget';
import { stepTexts, textFrom } from './support/step-texts';
import { policyText } from '../../src/widgets/privacy-policy/privacy-policy-text';

afterEach(cleanup);

const demo = providerFixtures.demo as unknown as Record<string, unknown>;

function renderPolicy(config: Record<string, unknown>) {
  const { content } = flowDecides('privacy-policy', 'privacyPolicy', config);
  return renderFlowWidget(PrivacyPolicy, {
    text: textFrom(stepTexts('privacy-policy', { requireStep: true }), { config }),
    values: { content },
    stableDispatch: true,
  });
}

describe('privacyPolicy (L-56..L-58)', () => {
  it('L-56 names the provider and gives its legal contact: mailing address, e-mail and phone', () => {
    renderPolicy(demo);
    expect(screen.getByText(/^This policy explains what information Demo Mobile Auto Care \("we", "us"\) collects/)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByText('For questions about this policy or your information, contact Demo Mobile Auto Care:')).toBeInTheDocument();
    const address = contact.querySelector('address')!;
    expect(address).toHaveTextContent('Demo Mobile Auto Care');
    expect(address).toHaveTextContent('Mailing address');
    expect(within(address).getByText('100 Main Street, Springfield, VA 22150')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'hello@demo-autocare.example' })).toHaveAttribute('href', 'mailto:hello@demo-autocare.example');
    const phone = String(demo.customer_facing_phone);
    expect(within(address).getByRole('link', { name: phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
  });

  it('L-57 shows "Last updated August 1, 2024"', () => {
    renderPolicy(demo);
    expect(screen.getByText('Last updated August 1, 2024')).toBeInTheDocument();
  });

  it('L-58 states the service is not intended for children under 16', () => {
    renderPolicy(demo);
    const children = screen.getByRole('region', { name: "Children's privacy" });
    expect(children).toHaveTextContent('The service is not intended for children under 16.');
  });

  it('L-56 L-57 L-58 the sections read in order under level-2 headings', () => {
    renderPolicy(demo);
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Information we collect'],
      ['H2', 'How we use your information'],
      ['H2', 'Who we share it with'],
      ['H2', 'How long we keep it'],
      ['H2', 'Your choices'],
      ['H2', "Children's privacy"],
      ['H2', 'Changes to this policy'],
      ['H2', 'Contact us'],
    ]);
  });

  it('L-56 every provider fixture is named, and no placeholder is left unfilled', () => {
    for (const [name, fixture] of Object.entries(providerFixtures)) {
      const config = fixture as unknown as Record<string, unknown>;
      const { container, unmount } = renderPolicy(config);
      expect(container, name).toHaveTextContent(String(config.customer_facing_name));
      expect(container.textContent, name).not.toMatch(/\{config\./);
      unmount();
    }
  });

  it('L-56 a configuration without a name still reads as a sentence', () => {
    expect(policyText(textFrom(stepTexts('privacy-policy', { requireStep: true })), null).intro).toMatch(/^This policy explains what information your service provider \("we", "us"\) collects/);
  });

  it('L-56 a provider without a mailing address is reached by e-mail; with no details at all the page says where to look', () => {
    renderPolicy(providerFixtures.diag as unknown as Record<string, unknown>);
    const address = screen.getByRole('region', { name: 'Contact us' }).querySelector('address')!;
    expect(address).not.toHaveTextContent('Mailing address');
    expect(within(address).getByRole('link', { name: 'help@diag-direct.example' })).toBeInTheDocument();
    cleanup();
    renderPolicy({ customer_facing_name: 'Nobody Auto', customer_facing_email: 'not an e-mail' });
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(contact.querySelector('address')).toBeNull();
    expect(contact).toHaveTextContent('Please use the contact details at the top of this page.');
  });
});
