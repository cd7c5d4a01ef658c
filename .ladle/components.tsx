import type { GlobalProvider } from '@ladle/react';
import '../src/styles/app.css';

/** Wraps every story in the app's page background and width. */
export const Provider: GlobalProvider = ({ children }) => <div className="app-main">{children}</div>;
