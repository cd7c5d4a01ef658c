/**
 * Calls the pages of doc3-pages.ts do not make, with where they are played instead: the app-wide ones every page makes
 * (their failure is the whole site's, played by the guest journey's matrix, fault-matrix.ts), and the
 * checkout's (documents 1 and 2).
 */
export const OUTSIDE_DOCUMENT_3: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['GET /app-z3p-configuration', 'GET /pro/:id', 'GET /content/banner'].map((k) => [k, 'app-wide, made by every page: the guest matrix plays it'])),
  // The checkout's (documents 1 and 2): the guest journey's matrix plays those its walk makes.
  ...Object.fromEntries(
    [
      'GET /service-area', 'GET /places/autocomplete', 'GET /places/details', 'POST /maps-conversion', 'GET /client-location', 'GET /client-location/:id/priced-service-offerings',
      'GET /search-typeahead', 'GET /vehicles/makes/:year', 'GET /vehicles/models/:year/:makeId', 'GET /vehicles/trims/:year/:makeId/:modelId', 'POST /booking/customer-signup',
      'GET /customer/address/:id/compatible-dates', 'GET /client-location/:id/compatible-dates', 'GET /schedule-type', 'GET /get-offered-schedule-types/home-address/:id',
      'GET /get-offered-schedule-types/client-location/:id', 'GET /payment-method', 'POST /booking/scheduled-work', 'GET /coupon', 'GET /coupon/:code', 'GET /vehicle', 'POST /vehicle',
      'POST /vehicle/:id', 'POST /booking/vehicle-lookup/:plateState/:plateNumber', 'GET /carfax/recalls/:vin', 'GET /motor/engines/:year/:makeId/:modelId',
      'GET /motor/engines/:year/:makeId/:modelId/:submodelId', 'GET /other-vehicle/:vehicleType', 'GET /atd/products/:locationId/:size', 'GET /client-location/:id/keyosk',
      'GET /client-location/:id/parking', 'GET /parking/:id', 'PUT /customer/client-location/:id', 'POST /s3-upload', 'POST /s3-delete',
    ].map((k) => [k, 'the checkout (documents 1 and 2)']),
  ),
  // Reschedule and proactive links (ledger I, document 2).
  'GET /scheduled-work/:id': 'the reschedule link (document 2, ledger I)',
  'POST /proactive-scheduling/:swId/:customerId': 'the proactive-scheduling link (document 2, ledger I)',
};
