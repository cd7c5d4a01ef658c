// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/provider-config.schema.json';
import demo from '../../../mocks/fixtures/providers/demo.json';
import { ConfigEditor } from '../../../preview/config-editor/config-editor';
import type { ConfigSchema } from '../../../preview/config-editor/config-schema';

afterEach(cleanup);

/** axe's violations in the container, as "rule: target" lines (jsdom: no layout, so no colour-contrast verdicts). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

describe('ConfigEditor accessibility (axe-core in jsdom)', () => {
  it('the check itself sees a violation (an unlabelled input)', async () => {
    const { container } = render(<input type="text" />);
    expect(await violations(container)).toEqual([expect.stringMatching(/^label \(critical\)/)]);
  });

  // axe over every field of the editor takes seconds in jsdom, more on a busy machine: a longer timeout.
  it('has no axe violations with changes and an error shown, nor with a filter', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { container } = render(
      <main>
        <h1>Configuration</h1>
        <ConfigEditor
          schema={schema as ConfigSchema}
          fixture={demo}
          diff={{ customer_facing_name: 'Changed', service_locations: ['home'] }}
          onChange={() => undefined}
        />
      </main>,
    );
    const url = screen.getByLabelText(/^Tire shop URL/);
    await user.clear(url);
    await user.type(url, 'nope');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelectorAll('.config-field--changed')).toHaveLength(3);
    expect(await violations(container)).toEqual([]);

    await user.type(screen.getByLabelText('Find a setting'), 'url');
    expect(await violations(container)).toEqual([]);
  });
});
