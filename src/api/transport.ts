/**
 * One HTTP exchange: sends the request and reads the whole answer's text within the timeout. The timeout is an
 * `AbortSignal` (`AbortSignal.timeout` by default) joined with the caller's signal, so one abort ends both the
 * request and the reading of its body. Knows nothing of tokens, providers, schemas or error texts.
 */

/** The longest delay a timer keeps (a longer one, or Infinity, would fire at once): beyond it, no timeout. */
const MAX_TIMER_MS = 2_147_483_647;

export interface TransportRequest {
  url: string;
  init: Omit<RequestInit, 'signal'>;
  /** The caller's signal: its abort rejects with its reason, never with a {@link TransportFailure}. */
  signal?: AbortSignal;
  timeoutMs: number;
}

export interface TransportAnswer {
  response: Response;
  /** The answer's body as text. */
  raw: string;
}

/** A request that got no (whole) answer: `timeout` after `timeoutMs`, `network` for anything else. */
export class TransportFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    /** The answer's status when the failure came while reading its body, else 0. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TransportDeps {
  /** Default: the page's `fetch` at call time (a test or the mock build may replace it). */
  fetch?: typeof fetch;
  /** Default: `AbortSignal.timeout` (tests pass one made with fake timers). */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** A signal that aborts when either does, with its reason (by hand: `AbortSignal.any` is missing in Safari before 17.4). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const joined = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) joined.abort(s.reason);
    else s.addEventListener('abort', () => joined.abort(s.reason), { once: true });
  }
  return joined.signal;
}

/**
 * Sends `request`; resolves with the response and its text, rejects with a {@link TransportFailure} or the
 * caller's abort. The body is read within the same signal (a body whose stream ignores the signal still ends).
 */
export async function send(request: TransportRequest, deps: TransportDeps = {}): Promise<TransportAnswer> {
  const { timeoutMs, signal: outer } = request;
  const timeout = timeoutMs <= MAX_TIMER_MS ? (deps.timeoutSignal ?? AbortSignal.timeout)(timeoutMs) : undefined;
  const signal = outer && timeout ? eitherSignal(outer, timeout) : (outer ?? timeout);
  const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  aborted.catch(() => undefined); // settled through Promise.race; never an unhandled rejection
  let status = 0;
  try {
    const response = await (deps.fetch ?? globalThis.fetch)(request.url, { ...request.init, signal });
    status = response.status;
    return { response, raw: await Promise.race([response.text(), aborted]) };
  } catch (e) {
    if (timeout?.aborted && !outer?.aborted) throw new TransportFailure('timeout', 0, `no answer within ${timeoutMs} ms`);
    if (outer?.aborted || (e instanceof DOMException && e.name === 'AbortError')) throw e;
    throw new TransportFailure('network', status, e instanceof Error ? e.message : String(e));
  }
}
