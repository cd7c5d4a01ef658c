import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { analyseFlow, applyOverlay, checkFlowNames, expandFlow, loadFlow, type Flow, type FlowProblem, type Overlay } from '../../src/engine';
import { SHELL_TEXT_KEYS } from '../../src/app/shell-text-keys';
import { LAYOUT_TEXT_KEYS } from '../../src/renderer/sidebar/layout-text-keys';
import { sidebarPartLabels } from '../../src/widgets/registry/catalog';
import { checkerWidgets } from '../../src/widgets/registry/checker-catalog';
import { bookingGuards } from '../../src/booking/guards';
import { bookingDomains, configDomains } from './config-domains';
import { checkJourneys } from './journey-check';
import { optionValidator, schemaValidators } from './schema-validators';

export interface CheckInput {
  flowFiles: string[];
  overlayFiles: string[];
  fixtureFiles: string[];
  /** Guard names implemented in code; defaults to the app's. */
  guards?: readonly string[];
  /** Flow-level messages every flow must define: the app's chrome texts for the app's flows (projectInputs), none otherwise. */
  chromeMessages?: readonly string[];
}

export interface CheckReport {
  problems: FlowProblem[];
  lines: string[];
}

const root = join(import.meta.dirname, '../..');
const rel = (f: string) => relative(root, f) || f;

function readJson(file: string, problems: FlowProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    problems.push({ file: rel(file), path: '/', message: `is not valid JSON: ${(e as Error).message}`, severity: 'error' });
    return undefined;
  }
}

/** Default inputs: every flow, overlay and provider fixture of the project. */
export function projectInputs(): CheckInput {
  const list = (dir: string, suffix: string) =>
    existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => f.endsWith(suffix)).map((f) => join(root, dir, f)) : [];
  return {
    flowFiles: list('flows', '.flow.json'),
    overlayFiles: list('flows/overlays', '.json'),
    fixtureFiles: list('mocks/fixtures/providers', '.json'),
    chromeMessages: [...LAYOUT_TEXT_KEYS, ...SHELL_TEXT_KEYS],
  };
}

/**
 * Runs every flow check: schemas (flows, overlays, provider fixtures), names (widgets, guards,
 * messages, configuration fields, booking facts, steps), and the graph analysis (reachability,
 * dead ends, redirect loops) per provider fixture and per combination of the flags a flow reads.
 */
export function checkFlows(input: CheckInput): CheckReport {
  const problems: FlowProblem[] = [];
  const lines: string[] = [];
  const validators = schemaValidators();
  const config = configDomains();
  const booking = bookingDomains();
  const guards = input.guards ?? Object.keys(bookingGuards);
  const catalog = {
    widgets: checkerWidgets(),
    sidebarParts: sidebarPartLabels,
    flowMessages: input.chromeMessages,
    guards,
    configFields: config.fields,
    bookingFacts: booking.facts,
    validate: optionValidator(),
  };

  const fixtures: Record<string, Record<string, unknown>> = {};
  for (const file of input.fixtureFiles) {
    const json = readJson(file, problems);
    if (json === undefined) continue;
    const errors = validators.providerConfig(json);
    errors.forEach((e) => problems.push({ file: rel(file), path: e.instancePath || '/', message: e.message ?? 'is not valid', severity: 'error' }));
    if (!errors.length) fixtures[basename(file, '.json')] = json as Record<string, unknown>;
  }

  const overlays: Array<{ file: string; overlay: Overlay }> = [];
  for (const file of input.overlayFiles) {
    const json = readJson(file, problems);
    if (json === undefined) continue;
    const errors = validators.overlay(json);
    errors.forEach((e) => problems.push({ file: rel(file), path: e.instancePath || '/', message: e.message ?? 'is not valid', severity: 'error' }));
    if (!errors.length) overlays.push({ file, overlay: json as Overlay });
  }

  for (const file of input.flowFiles) {
    const json = readJson(file, problems);
    if (json === undefined) continue;
    const { flow, problems: schemaProblems } = loadFlow(json, rel(file), validators.flow);
    problems.push(...schemaProblems);
    if (!flow) continue;
    const nameProblems = checkFlowNames(flow, rel(file), catalog);
    problems.push(...nameProblems);
    if (nameProblems.some((p) => p.severity === 'error')) continue;

    const variants: Array<{ label: string; flow: Flow; file: string; configs: Record<string, Record<string, unknown>> }> = [];
    const overlaid = new Set<string>();
    for (const { file: ofile, overlay } of overlays.filter((o) => o.overlay.flow === flow.id)) {
      let merged: Flow;
      try {
        merged = applyOverlay(flow, overlay);
      } catch (e) {
        problems.push({ file: rel(ofile), path: '/steps', message: (e as Error).message, severity: 'error' });
        continue;
      }
      const more = checkFlowNames(merged, `${rel(file)} + ${rel(ofile)}`, catalog);
      problems.push(...more);
      if (!fixtures[overlay.provider]) {
        problems.push({ file: rel(ofile), path: '/provider', message: `no provider fixture "${overlay.provider}"`, severity: 'error' });
        continue;
      }
      overlaid.add(overlay.provider);
      variants.push({ label: `${flow.id} + overlay ${overlay.provider}`, flow: merged, file: `${rel(file)} + ${rel(ofile)}`, configs: { [overlay.provider]: fixtures[overlay.provider]! } });
    }
    const plain = Object.fromEntries(Object.entries(fixtures).filter(([name]) => !overlaid.has(name)));
    // The analyses read the flow as the engine runs it: templates and named conditions in place.
    variants.unshift({ label: flow.id, flow: expandFlow(flow), file: rel(file), configs: plain });

    for (const v of variants) {
      const analysis = analyseFlow(v.flow, {
        file: v.file,
        configs: v.configs,
        configDomains: config.domains,
        bookingDomains: booking.domains,
        guards,
      });
      problems.push(...analysis.problems);
      const s = analysis.stats;
      lines.push(
        `${v.label}: ${v.flow.steps.length} steps; providers ${Object.keys(v.configs).join(', ') || '(none)'}; ` +
          `all ${s.configCombinations} flag combinations (${s.configCombinationsTried} classes that route alike); ` +
          `redirect-loop check: ${s.guardConfigurations} guard configurations × ${s.contextCombinations} classes of the ${s.contextCombinationsCovered} contexts${s.contextSampled ? ' (sampled)' : ''} = ${s.contextCombinationsTried} tried`,
      );
      for (const [provider, steps] of Object.entries(analysis.reachable)) {
        const missing = v.flow.steps.filter((st) => !steps.includes(st.id)).map((st) => st.id);
        if (missing.length) lines.push(`  ${provider}: not reachable for this provider: ${missing.join(', ')}`);
      }
      const journeys = checkJourneys(v.flow, v.file, v.configs);
      problems.push(...journeys.problems);
      lines.push(...journeys.lines);
    }
  }
  return { problems, lines };
}

/** Formats problems as `file: /json/path: message`, errors first. */
export function formatProblems(problems: FlowProblem[]): string[] {
  return [...problems]
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
    .map((p) => `${p.severity === 'error' ? 'error' : 'warning'}: ${p.file}: ${p.path}: ${p.message}`);
}
