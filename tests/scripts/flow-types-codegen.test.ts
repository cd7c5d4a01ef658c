import { describe, expect, it } from 'vitest';
import { generateFlowTypes } from '../../scripts/codegen-flow-types';
import { readRepoFile, staleOutputs, generators } from '../../scripts/codegen';

const edit = (path: string, change: (schema: Record<string, unknown>) => void) => (p: string) => {
  if (p !== path) return readRepoFile(p);
  const schema = JSON.parse(readRepoFile(p)) as Record<string, unknown>;
  change(schema);
  return JSON.stringify(schema);
};

describe('the flow format’s types, generated from its schemas', () => {
  it('declares every type of the format once, by the schema’s title, and the overlay imports the shared ones', () => {
    const [format, overlay] = generateFlowTypes(readRepoFile);
    for (const name of ['Flow', 'Step', 'StepTemplate', 'Condition', 'Target', 'TargetValue', 'Effect', 'Rule', 'RuleEntry', 'EventRules', 'Fallback', 'Guard', 'Blocker', 'WidgetUse', 'WidgetParts', 'OptionValue', 'OptionFromConfig', 'OptionCases', 'OptionLiteral', 'SidebarUse', 'Messages', 'Phase', 'FlowJourneys', 'Scalar', 'ConditionConstant']) {
      expect(format!.text.match(new RegExp(`export (interface|type) ${name}\\b`, 'g')), name).toHaveLength(1);
    }
    expect(overlay!.text).toContain("import type { Blocker, Condition, Guard, Messages, OptionValue, WidgetParts } from './flow-format';");
    expect(overlay!.text).toMatch(/export interface Overlay \{/);
  });

  it('follows references: a change in a schema the flow schema refers to makes the generated file stale', () => {
    const read = edit('schemas/step.schema.json', (s) => {
      (s.properties as Record<string, unknown>).newPart = { type: 'boolean', description: 'A new part.' };
    });
    expect(staleOutputs(generators, read)).toContain('src/generated/flow-format.ts');
    expect(generateFlowTypes(read)[0]!.text).toContain('/** A new part. */\n  newPart?: boolean;');
  });

  it('refuses a keyword it does not translate instead of dropping it from the types', () => {
    const read = edit('schemas/step.schema.json', (s) => {
      (s.properties as Record<string, unknown>).odd = { type: 'object', patternProperties: { '^x': { type: 'string' } } };
    });
    expect(() => generateFlowTypes(read)).toThrow(/"patternProperties" is not translated/);
  });
});
