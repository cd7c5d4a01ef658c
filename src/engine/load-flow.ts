import type { Flow, FlowProblem } from './types';

/** A JSON Schema validator (ajv in Node, a precompiled one elsewhere): errors carry JSON paths. */
export type SchemaValidator = (data: unknown) => Array<{ instancePath: string; message?: string }>;

/**
 * Loads a flow from parsed JSON: validates it against the flow schema with the given validator.
 * Promises: `flow` is set only when there are no schema errors; each problem names `file` and the
 * JSON path of the offending value. `flow` is the flow as written (templates, named conditions): checkFlowNames
 * reads it so; expandFlow gives it as the engine runs it (every engine function expands on entry).
 */
export function loadFlow(json: unknown, file: string, validate: SchemaValidator): { flow: Flow | null; problems: FlowProblem[] } {
  const errors = validate(json);
  const problems: FlowProblem[] = errors.map((e) => ({
    file,
    path: e.instancePath || '/',
    message: e.message ?? 'is not valid',
    severity: 'error',
  }));
  return { flow: problems.length ? null : (json as Flow), problems };
}
