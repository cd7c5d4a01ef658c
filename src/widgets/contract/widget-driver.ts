/**
 * Widget drivers: how a person completes a widget, by roles and labels only. Each widget folder may
 * hold `<name>.driver.ts` beside its story; `drivers.ts` lists them by catalogue name. The generated
 * front-door journeys (e2e/front-door.spec.ts) walk the engine's journeys through the real UI by
 * calling, on each step, `fill` for the widgets the journey completes and then `send` for the widget
 * that sends the step's event. Drivers run in Playwright (Node), never in the app: only types are
 * imported here, so nothing of Playwright reaches a bundle.
 */
import type { Page } from '@playwright/test';

/** Who is booking on a journey (see `SessionKind` in the engine's journeys). */
type DriverSession = 'visitor' | 'guest' | 'customer' | 'fleet' | 'returning';

export interface DriverContext {
  page: Page;
  /** The provider fixture's name (host prefix). */
  provider: string;
  /** The provider configuration as the fixture gives it. */
  config: Readonly<Record<string, unknown>>;
  session: DriverSession;
  /** A short unique text per journey (e.g. for a fresh e-mail address). */
  unique: string;
}

export interface WidgetDriver {
  /**
   * Completes the widget with the named choice (the keys of the widget's `fills` in the catalogue,
   * e.g. placePicker `home`), without leaving the step. Waits until the page shows the result.
   */
  fill?: (ctx: DriverContext, choice: string) => Promise<void>;
  /**
   * Makes the widget send `event` with the named choice (the keys of the catalogue's
   * `sends[event]`, e.g. serviceCategories `pickCategory` / `tires`). Returns once it was sent
   * (the runner then waits for the next step's address).
   */
  send?: (ctx: DriverContext, event: string, choice: string) => Promise<void>;
}
