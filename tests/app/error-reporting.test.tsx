// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { isReportableApiError } from '../../src/app/error-reporting';
import { ErrorReporterContext } from '../../src/renderer/error-reporter';
import { WidgetBoundary } from '../../src/renderer/widget-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('kaput');
}

describe('error reporting (A-19)', () => {
  it('reports network failures, malformed answers and 5xx, not the back end’s 4xx answers', () => {
    const e = (kind: 'http' | 'network' | 'invalid-response', status: number) => new ApiError(kind, status, '', 'GET', '/coupon/X');
    expect(isReportableApiError(e('network', 0))).toBe(true);
    expect(isReportableApiError(e('invalid-response', 200))).toBe(true);
    expect(isReportableApiError(e('http', 502))).toBe(true);
    expect(isReportableApiError(e('http', 404))).toBe(false);
    expect(isReportableApiError(e('http', 409))).toBe(false);
  });

  it('a failing widget is reported through the app’s reporter with its name', () => {
    const report = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorReporterContext.Provider value={report}>
        <WidgetBoundary name="placePicker">
          <Broken />
        </WidgetBoundary>
      </ErrorReporterContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The “placePicker” part of this page could not be shown: kaput');
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaput' }), expect.objectContaining({ widget: 'placePicker' }));
    quiet.mockRestore();
  });
});
