/**
 * What a test file left behind in the modules its worker shares with the next file (the `node` project of
 * vitest.config.ts does not isolate its files): a fixed app clock, a set or moved mock-world clock, a loaded
 * scenario, a stored token. Empty when the file put everything back. Imported lazily, so a file that never loaded
 * these modules loads them only here (once per worker).
 */
export async function leftState(): Promise<string[]> {
  const [{ isAppClockFixed }, { getToken }, { isClockSet }, { currentScenario, movedClock }] = await Promise.all([
    import('../../src/ui/app-clock'),
    import('../../src/api/client'),
    import('../../mocks/world/clock'),
    import('../../mocks/scenario'),
  ]);
  return [
    isAppClockFixed() && 'the app clock is fixed (setAppClock(undefined))',
    isClockSet() && "the mock world's clock is set (setClock(undefined))",
    movedClock() !== undefined && "the mock world's clock is moved (moveClock(undefined))",
    Object.keys(currentScenario()).length > 0 && 'a scenario is loaded (clearScenario())',
    getToken() !== null && 'a token is stored (clearToken())',
  ].filter((left): left is string => typeof left === 'string');
}
