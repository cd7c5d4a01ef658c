/**
 * Cells of the fault matrix (fault-matrix.ts) that fail today for reasons outside the checkout's own code (the
 * API layer, other widgets), by "call × fault" → the failing assertion as the matrix prints it. Each part of the
 * matrix checks its cells against this table exactly: a cell that is fixed, or a new failure, fails the test
 * (then update this table). Empty since issue 15 was finished; a cell may be listed here only with its cause.
 */
export const knownFailures: Readonly<Record<string, string>> = {};
