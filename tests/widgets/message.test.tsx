// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Message from '../../src/widgets/message/message';
import { renderWidget } from './render-widget';

afterEach(cleanup);

describe('message widget', () => {
  it('shows the text as text, never as HTML', () => {
    renderWidget(Message, { message: 'm' }, { texts: { m: '<b>Bring your keys</b>' } });
    expect(screen.getByText('<b>Bring your keys</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('marks warnings as a note', () => {
    renderWidget(Message, { message: 'm', tone: 'warning' }, { texts: { m: 'Careful' } });
    expect(screen.getByRole('note')).toHaveTextContent('Careful');
  });
});
