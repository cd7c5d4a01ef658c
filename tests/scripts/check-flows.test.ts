import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFlows, formatProblems, projectInputs } from '../../scripts/flow-check/check-flows';

const dir = join(import.meta.dirname, '../fixtures/broken-flows');
const fixtureFiles = projectInputs().fixtureFiles;

function errorsOf(name: string): string[] {
  const report = checkFlows({ flowFiles: [join(dir, `${name}.flow.json`)], overlayFiles: [], fixtureFiles });
  return formatProblems(report.problems.filter((p) => p.severity === 'error'));
}

describe('flows:check on deliberately broken flows', () => {
  it('passes the valid mini flow', () => {
    expect(errorsOf('valid')).toEqual([]);
  });

  it('passes a mini flow written with a template and named conditions', () => {
    expect(errorsOf('valid-templates')).toEqual([]);
  });

  it.each([
    ['unknown-widget', '/steps/1/widgets/1/widget: unknown widget "fancyCalendar"'],
    ['unknown-guard', '/steps/1/guards/0/when/guard: unknown guard "isFullMoon"'],
    ['unknown-config-field', '/steps/0/on/continue/rules/0/when/config: unknown configuration field "is_teleporting"'],
    ['unknown-booking-fact', '/steps/0/on/continue/rules/0/when/booking: unknown booking fact "hasSpaceship"'],
    ['unknown-message', '/steps/1/widgets/0/options/title: unknown message "not-a-key"'],
    ['missing-fallback', `/steps/0/on/continue: must have required property 'otherwise'`],
    ['unknown-target', '/steps/0/on/continue/otherwise/to: unknown step "nowhere"'],
    ['unknown-rule-list', '/steps/0/on/continue/rules/0/use: unknown rule list "nowhere"'],
    ['unhandled-event', '/steps/1/widgets/1/widget: widget "continueButton" sends "continue" but step "end" has no rules for it'],
    ['unreachable-step', '/steps/2: step "island" (/island) is unreachable from the entry steps in every configuration'],
    ['dead-end', '/steps/1: dead end: step "end" handles no event and is not marked terminal'],
    ['redirect-loop', '/steps/0/guards: Redirect loop in flow "mini": start → end → start'],
    ['bad-route', '/steps/1/route: must match pattern'],
    ['unknown-option', '/steps/1/widgets/0/options/text: widget "heading" has no option "text" (it reads: title, subtitle, level)'],
    ['wrong-option-kind', '/steps/1/widgets/0/options/title: option "title" of widget "heading" must be string'],
    ['not-json', '/: is not valid JSON'],
    ['unknown-condition', '/steps/0/on/continue/rules/0/when/condition: unknown condition "nowhere"'],
    ['condition-cycle', '/conditions/loop: the condition "loop" uses itself: loop → loop'],
    ['unknown-template', '/steps/1/extends: unknown template "nowhere"'],
    ['template-problems', '/templates/page/widgets/0/options/title: unknown message "not-a-key"'],
    ['template-problems', '/conditions/odd/not/booking: unknown booking fact "hasSpaceship"'],
  ])('reports %s with the file and JSON path', (name, expected) => {
    const errors = errorsOf(name);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(`tests/fixtures/broken-flows/${name}.flow.json: ${expected}`);
  });

  it('A-23 B-44 F-02 OPEN-30 refuses the old begin → place order: no journey for a visitor, guards and the front door on the way', () => {
    const errors = errorsOf('journeys-old-order').join('\n');
    const file = 'tests/fixtures/broken-flows/journeys-old-order.flow.json';
    // The visitor: place → account → guest → schedule → F-02 → home → … for ever.
    expect(errors).toContain(
      `${file}: /steps/1: provider acme, session guest: no-journey at step "begin", rule B-44: no journey reaches "finished"; the longest goes home → begin → place → account → home → begin → place and ends after rule B-44`,
    );
    // The signed-in customer: services Continue → schedule → no vehicle → home.
    expect(errors).toContain(`${file}: /steps/8: provider demo, session customer: guard-on-path at step "services", rule services-to-schedule:`);
    expect(errors).toContain(`${file}: /steps/8: provider demo, session customer: back-to-start at step "services", rule F-02:`);
    expect(errors).toMatch(/provider demo, session visitor: no-journey at step "account", rule E-21-save/);
  });

  it('prints the journey table for every provider fixture and session kind', () => {
    const report = checkFlows(projectInputs());
    const table = report.lines.join('\n');
    expect(table).toMatch(/provider\s+visitor\s+guest\s+customer\s+fleet\s+returning\s+outcomes/);
    for (const provider of ['demo', 'acme', 'skipper', 'hidden', 'fleetco', 'services', 'diag']) expect(table).toMatch(new RegExp(`\\n  ${provider}\\s+\\d+`));
    expect(table).toMatch(/gone\s+churned/);
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  }, 60_000);

  it('names the values that cause a redirect loop', () => {
    expect(errorsOf('redirect-loop').join('\n')).toMatch(/config\.is_skipping_vehicle=true, session="signedIn"/);
  });

  it('the command exits 1 with a readable report on a broken flow, 0 on a valid one', () => {
    const run = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/flows-check.ts', join(dir, file)], { cwd: join(import.meta.dirname, '../..'), encoding: 'utf8' });
    const bad = run('unknown-widget.flow.json');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('error: tests/fixtures/broken-flows/unknown-widget.flow.json: /steps/1/widgets/1/widget: unknown widget "fancyCalendar"');
    expect(bad.stdout).toMatch(/flows:check failed: 1 error/);
    const good = run('valid.flow.json');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('flows:check passed');
  }, 60_000);
});

describe('the chrome’s texts are the flow’s (issue 24)', () => {
  it('an app flow must define every flow-level message the chrome reads', () => {
    const report = checkFlows({ flowFiles: [join(dir, 'valid.flow.json')], overlayFiles: [], fixtureFiles, chromeMessages: ['sidebar-title'] });
    expect(formatProblems(report.problems).join('\n')).toContain('/messages: the app\'s chrome reads the flow message "sidebar-title": the flow must define it');
    expect(checkFlows(projectInputs()).problems.filter((p) => p.message.includes('chrome reads'))).toEqual([]);
  }, 60_000); // two checks of the whole project: ~15 s of CPU, more on two loaded cores
});
