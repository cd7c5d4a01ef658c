// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AllSet, { telHref } from '../../src/widgets/all-set/all-set';
import { renderWidget } from './render-widget';
import { stepTexts } from './place-harness';

afterEach(cleanup);

const texts = stepTexts('save');

describe('allSet (/pricing/save)', () => {
  it('E-24 the confirmation and a chat button that writes to the provider (mailto:)', () => {
    renderWidget(AllSet, {}, {
      texts,
      values: { content: { customer_facing_name: 'Demo Auto Care', customer_facing_email: 'hello@demo-autocare.example', customer_facing_phone: '(555) 010-0100' } },
    });
    expect(screen.getByText(texts['all-set-body']!)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('href', 'mailto:hello@demo-autocare.example?subject=Question%20for%20Demo%20Auto%20Care');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('E-24 without an e-mail the chat button calls the provider (tel:); without either there is no button', () => {
    renderWidget(AllSet, {}, { texts, values: { content: { customer_facing_name: '', customer_facing_phone: '(555) 020-0200' } } });
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'tel:+15550200200');
    cleanup();
    renderWidget(AllSet, {}, { texts, values: { content: { customer_facing_name: '' } } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(texts['all-set-body']!)).toBeInTheDocument();
  });

  it('E-24 without a provider name the e-mail asks about the booking (the flow\'s words)', () => {
    renderWidget(AllSet, {}, { texts, values: { content: { customer_facing_name: ' ', customer_facing_email: 'hello@demo-autocare.example' } } });
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'mailto:hello@demo-autocare.example?subject=Question%20about%20my%20booking');
    expect(screen.getByRole('region', { name: 'Sign-up complete' })).toBeInTheDocument();
  });

  it('telHref keeps a country code and plain digits', () => {
    expect(telHref('1 (555) 010-0100')).toBe('tel:+15550100100');
    expect(telHref('+44 20 7946 0000')).toBe('tel:442079460000');
  });
});
