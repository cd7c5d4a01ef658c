/**
 * The messages between the app running in the preview tool's frame and the tool (its parent window), both
 * same-origin (mock builds only). The app's side is preview-bridge.ts, the tool's preview/bridge/frame-bridge.ts.
 * Every message the app posts carries `source: 'booking-app'`; the tool's carry `source: 'preview-tool'` (the
 * app also accepts them without it). Each side checks the other's origin and window before reading a message.
 */
import type { Scenario } from '../../api/scenario-codec';
import type { BookingState } from '../../booking/booking-state';
import type { Decision } from '../../renderer/decision';

export type { Decision } from '../../renderer/decision';

/** `source` of every message the app posts. */
export const APP_SOURCE = 'booking-app';
/** `source` of the tool's messages. */
export const TOOL_SOURCE = 'preview-tool';

interface FromApp {
  source: typeof APP_SOURCE;
}

/** The bridge listens (posted once when the app starts in the frame, before the flow is drawn). */
interface ReadyMessage extends FromApp {
  type: 'ready';
  provider: string;
  /** pathname + search. */
  path: string;
}
/** The app moved to another address (every navigation). */
interface LocationMessage extends FromApp {
  type: 'location';
  path: string;
}
/** A decision of the flow (src/renderer/decision.ts), as it happens. */
interface DecisionMessage extends FromApp {
  type: 'decision';
  decision: Decision;
}
/** The booking changed (and once when the flow's booking store is there). */
interface BookingMessage extends FromApp {
  type: 'booking';
  state: BookingState;
}
/** The clock moved (answer to `setClock`): the app's "now" as ISO (UTC). */
interface ClockMessage extends FromApp {
  type: 'clock';
  now: string;
}
/** Answer to `getState`. */
export interface StateMessage extends FromApp {
  type: 'state';
  /** The `requestId` of the `getState` it answers, when it had one. */
  requestId?: string;
  provider: string;
  path: string;
  booking: BookingState;
  /** The app's "now" (ISO, UTC). */
  now: string;
  /** The tab's scenario (`{}` when none). */
  scenario: Scenario;
}
/** A tool message could not be carried out (e.g. an invalid booking or clock). */
interface ErrorMessage extends FromApp {
  type: 'error';
  /** The type of the tool message refused. */
  request: ToolMessage['type'];
  message: string;
}

export type AppMessage = ReadyMessage | LocationMessage | DecisionMessage | BookingMessage | ClockMessage | StateMessage | ErrorMessage;

interface FromTool {
  source?: typeof TOOL_SOURCE;
}

/** Client-side navigation (react-router) to a same-origin path (pathname + search). */
interface NavigateMessage extends FromTool {
  type: 'navigate';
  path: string;
}
/** Replaces the booking in the store (checked; a refused one answers `error`). */
interface SetBookingMessage extends FromTool {
  type: 'setBooking';
  /** A BookingState; fields left out get their empty values. */
  state: unknown;
}
/** Moves the app's and the mock world's clock to an ISO instant, without reseeding the world. */
interface SetClockMessage extends FromTool {
  type: 'setClock';
  now: string;
}
/** Signs the demo customer in (their token) or out: the session a replayed step was shown in. */
interface SetSignedInMessage extends FromTool {
  type: 'setSignedIn';
  signedIn: boolean;
}
/** Asks for a `state` answer. */
interface GetStateMessage extends FromTool {
  type: 'getState';
  requestId?: string;
}

export type ToolMessage = NavigateMessage | SetBookingMessage | SetClockMessage | SetSignedInMessage | GetStateMessage;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a tool message: the message when its `type` is one of the tool's and its fields have the right types,
 * an `{ invalid }` reason when the type is known but a field is wrong, null when it is no tool message at all
 * (other scripts post messages too: those are ignored).
 */
export function readToolMessage(data: unknown): ToolMessage | { invalid: ToolMessage['type']; message: string } | null {
  if (!isRecord(data) || (data.source !== undefined && data.source !== TOOL_SOURCE)) return null;
  const optionalId = data.requestId === undefined || typeof data.requestId === 'string';
  switch (data.type) {
    case 'navigate':
      return typeof data.path === 'string' ? { type: 'navigate', path: data.path } : { invalid: 'navigate', message: 'navigate needs a path.' };
    case 'setBooking':
      return 'state' in data ? { type: 'setBooking', state: data.state } : { invalid: 'setBooking', message: 'setBooking needs a state.' };
    case 'setClock':
      return typeof data.now === 'string' ? { type: 'setClock', now: data.now } : { invalid: 'setClock', message: 'setClock needs now (an ISO date-time).' };
    case 'setSignedIn':
      return typeof data.signedIn === 'boolean' ? { type: 'setSignedIn', signedIn: data.signedIn } : { invalid: 'setSignedIn', message: 'setSignedIn needs signedIn (true or false).' };
    case 'getState':
      return optionalId
        ? { type: 'getState', ...(typeof data.requestId === 'string' ? { requestId: data.requestId } : {}) }
        : { invalid: 'getState', message: 'requestId must be a string.' };
    default:
      return null;
  }
}

/** True for a message the app posted (the tool's check before reading one). */
export function isAppMessage(data: unknown): data is AppMessage {
  return isRecord(data) && data.source === APP_SOURCE && typeof data.type === 'string';
}
