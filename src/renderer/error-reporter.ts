import { createContext } from 'react';

/** Reports an error with some context (the app passes its error reporting: Sentry when configured, A-19). */
export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

/** Logs to the console; what the renderer uses when the app gives no reporter (tests, stories). */
const consoleErrorReporter: ErrorReporter = (error, context) => console.error(error, context ?? '');

/** The error reporter of the renderer's boundaries (widget failures). */
export const ErrorReporterContext = createContext<ErrorReporter>(consoleErrorReporter);
