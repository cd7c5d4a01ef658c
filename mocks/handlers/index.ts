/**
 * Every handler of the mock back end, grouped by resource. The same list serves the browser (browser.ts),
 * vitest (node.ts) and Playwright (through the browser worker). Scenario overrides come first (they reach the
 * regular handlers too, for a lost answer); among the rest
 * the order only matters where two paths share a shape (POST /customer/address before POST /customer/{id}).
 */
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { clientLocationHandlers } from './client-locations';
import { configurationHandlers } from './configuration';
import { api } from './context';
import { couponHandlers } from './coupons';
import { marketingHandlers } from './marketing';
import { overrideHandlers, setRegularHandlers } from './overrides';
import { paymentHandlers } from './payments';
import { placeHandlers } from './places';
import { quoteHandlers } from './quotes';
import { routedHandler } from './routed-handler';
import { scheduleTypeHandlers } from './schedule-types';
import { scheduledWorkHandlers } from './scheduled-works';
import { tireHandlers } from './tires';
import { tokenLinkHandlers } from './token-links';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';
import { vehicleCatalogHandlers } from './vehicle-catalog';
import { vehicleHandlers } from './vehicles';

const regularHandlers = [
  ...configurationHandlers,
  ...authHandlers,
  ...scheduleTypeHandlers,
  ...vehicleCatalogHandlers,
  ...vehicleHandlers,
  ...clientLocationHandlers,
  ...tireHandlers,
  ...addressHandlers,
  ...uploadHandlers,
  ...couponHandlers,
  ...quoteHandlers,
  ...userHandlers,
  ...paymentHandlers,
  ...tokenLinkHandlers,
  ...scheduledWorkHandlers,
  ...marketingHandlers,
  ...placeHandlers,
];
// A lost answer (`afterHandling`) is answered by the regular handlers first.
setRegularHandlers(regularHandlers);

export const handlers = [...overrideHandlers, ...regularHandlers];


/** Every handler behind one front handler that tries only those a request can match (routed-handler.ts). */
export const apiHandler = routedHandler(api('/*'), handlers);
