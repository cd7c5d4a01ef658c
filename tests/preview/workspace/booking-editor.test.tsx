// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingEditor } from '../../../preview/workspace/booking-editor';

afterEach(cleanup);

describe('BookingEditor', () => {
  it('follows the app until edited, then applies the edit', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = render(<BookingEditor booking={{ cart: [] }} onApply={onApply} appError={null} />);
    const box = screen.getByRole('textbox', { name: 'The app’s booking (facts and cart) as JSON' });
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual({ cart: [] });
    rerender(<BookingEditor booking={{ cart: [], placeMode: 'home' }} onApply={onApply} appError={null} />);
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual({ cart: [], placeMode: 'home' });
    fireEvent.change(box, { target: { value: '{"placeMode": "shop"}' } });
    rerender(<BookingEditor booking={{ cart: [1] }} onApply={onApply} appError={null} />);
    expect(box).toHaveValue('{"placeMode": "shop"}'); // an edit in progress is not overwritten
    await user.click(screen.getByRole('button', { name: 'Apply to the app' }));
    expect(onApply).toHaveBeenCalledWith({ placeMode: 'shop' });
  });

  it('refuses text that is not JSON, and shows the app\'s refusal', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = render(<BookingEditor booking={{}} onApply={onApply} appError={null} />);
    const box = screen.getByRole('textbox', { name: 'The app’s booking (facts and cart) as JSON' });
    fireEvent.change(box, { target: { value: '{oops' } });
    await user.click(screen.getByRole('button', { name: 'Apply to the app' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription(/^Not JSON:/);
    fireEvent.change(box, { target: { value: '{"placeMode": "moon"}' } });
    await user.click(screen.getByRole('button', { name: 'Apply to the app' }));
    expect(onApply).toHaveBeenCalledWith({ placeMode: 'moon' });
    rerender(<BookingEditor booking={{}} onApply={onApply} appError="The app refused the booking: placeMode: Invalid option" />);
    expect(box).toHaveAccessibleDescription('The app refused the booking: placeMode: Invalid option');
  });
});
