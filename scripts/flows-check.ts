/**
 * npm run flows:check [-- flow.json ...]
 * Checks every flow, overlay and provider fixture (or only the flow files given) and exits 1 on any error.
 */
import { resolve } from 'node:path';
import { checkFlows, formatProblems, projectInputs } from './flow-check/check-flows';

const args = process.argv.slice(2);
const inputs = projectInputs();
// Files given by name are checked as any flow: the chrome's messages are required of the app's flows (flows/) only.
if (args.length) Object.assign(inputs, { flowFiles: args.map((a) => resolve(a)), chromeMessages: undefined });
const report = checkFlows(inputs);
for (const line of report.lines) console.log(line);
const out = formatProblems(report.problems);
for (const line of out) console.log(line);
const errors = report.problems.filter((p) => p.severity === 'error').length;
const warnings = report.problems.length - errors;
console.log(errors ? `flows:check failed: ${errors} error(s), ${warnings} warning(s).` : `flows:check passed: 0 errors, ${warnings} warning(s).`);
process.exit(errors ? 1 : 0);
