/** M-11 lookup, M-13 recalls, M-14 create, M-15 color, M-16 delete, M-63 list. */
import { http } from 'msw';
import type { Vehicle } from '../../src/api/entities';
import { isOwnVehicleType } from '../../src/domain/vehicle-types';
import { commit, nextId, world } from '../world';
import {
  FAILING_PLATE, FAILING_VIN, lookupByPlateOrVin, oilTypesFor, recallsForVin, vehicleFromLookup,
} from '../world/catalog/vehicle-data';
import { vehiclesOf } from '../world/present';
import { api, authOf, creatingCustomerId, errorAnswer, intParam, jsonBody, num, ok, requireCustomer, str } from './context';

const VEHICLE_SCHEDULED_MESSAGE =
  'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.';


/** The vehicle if the request may change it: its owner signed in, or no token at all (guest flow). */
function ownedVehicle(request: Request, id: number | undefined): Vehicle | Response {
  const v = world().vehicles.find((x) => x.vehicle_id === id && !x.is_deleted);
  if (!v) return errorAnswer(404, 'Vehicle not found.');
  const auth = authOf(request);
  if (auth === 'invalid') return errorAnswer(403, 'Your session has expired.');
  if (typeof auth === 'object' && auth.customer_id !== v.customer_id) return errorAnswer(404, 'Vehicle not found.');
  return v;
}

/**
 * A change to one of the caller's vehicles (`idParam` from the path): applies `change` with the request
 * body, saves the world and answers the vehicle; answers `change`'s error instead, or ownedVehicle's 404/403.
 */
async function changeOwnedVehicle(
  request: Request,
  idParam: unknown,
  change: (v: Vehicle, body: Record<string, unknown>) => Response | undefined,
): Promise<Response> {
  const v = ownedVehicle(request, intParam(idParam));
  if (v instanceof Response) return v;
  const problem = change(v, await jsonBody(request));
  if (problem) return problem;
  commit();
  return ok(v);
}

export const vehicleHandlers = [
  http.get(api('/vehicle'), ({ request }) => {
    const c = requireCustomer(request);
    if (c instanceof Response) return c;
    return ok(vehiclesOf(c.customer_id));
  }),

  http.post(api('/booking/vehicle-lookup/:plateState/:plateNumber'), ({ params }) => {
    const state = String(params.plateState).toUpperCase();
    const plate = decodeURIComponent(String(params.plateNumber)).toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (plate === FAILING_PLATE || plate === FAILING_VIN) return errorAnswer(404, 'We could not find a vehicle for that plate or VIN.');
    if (state === 'VIN' ? plate.length !== 17 : plate.length < 3 || !/^[A-Z]{2}$/.test(state)) {
      return errorAnswer(400, 'Invalid plate or VIN.');
    }
    const found = lookupByPlateOrVin(state, plate);
    const vehicle = vehicleFromLookup(found);
    const recalls = found.recalls.map((r) => ({ recall_formatted_string: r }));
    return ok({
      vehicle: { ...vehicle, vehicle_id: null },
      service_records_count: found.serviceRecords,
      recalls_count: recalls.length,
      image_link: `/demo-assets/vehicles/${found.modelId}.png`,
      oil_types: oilTypesFor(found),
      recall_list: recalls,
    });
  }),

  http.get(api('/carfax/recalls/:vin'), ({ params }) => {
    const vin = String(params.vin).toUpperCase();
    if (vin === FAILING_VIN) return errorAnswer(502, 'The recall service is unavailable.');
    return ok(recallsForVin(vin).map((r) => ({ recall_formatted_string: r })));
  }),

  http.post(api('/vehicle'), async ({ request }) => {
    const body = await jsonBody(request);
    const customerId = creatingCustomerId(request, body, 'customer_id is required.');
    if (customerId instanceof Response) return customerId;
    const typeRaw = (str(body.vehicleType) ?? str(body.input_method_type) ?? 'automobile').toLowerCase();
    const vehicleType = isOwnVehicleType(typeRaw) ? typeRaw : 'automobile';
    const make = str(body.make)?.trim();
    const model = str(body.model)?.trim();
    const year = num(body.year);
    if (!make) return errorAnswer(400, 'Vehicle make is required.');
    if (make === 'Other' && !str(body.other_make)?.trim()) return errorAnswer(400, 'Please enter the other make.');
    const isHeavy = str(body.input_method_type) === 'heavy';
    if (vehicleType === 'automobile' && !isHeavy && (!year || !model)) return errorAnswer(400, 'Vehicle year, make and model are required.');
    const vin = str(body.vin)?.trim();
    if (vin && !/^[A-Za-z0-9]{17}$/.test(vin)) return errorAnswer(400, 'A VIN has exactly 17 letters or digits.');
    const id = nextId();
    const displayMake = make === 'Other' ? (str(body.other_make) ?? make) : make;
    const vehicle: Vehicle = {
      ...(body as Partial<Vehicle>),
      vehicle_id: id,
      id,
      customer_id: customerId,
      vehicleType,
      year: year ?? null,
      make,
      model: model ?? null,
      vin: vin ? vin.toUpperCase() : null,
      display_name: str(body.display_name) ?? [year, displayMake, model].filter(Boolean).join(' '),
      is_deleted: false,
    };
    world().vehicles.push(vehicle);
    commit();
    return ok(vehicle);
  }),

  http.post(api('/vehicle/:id'), ({ request, params }) =>
    changeOwnedVehicle(request, params.id, (v, body) => {
      const color = str(body.color)?.trim();
      if (!color) return errorAnswer(400, 'A color is required.');
      v.color = color;
    }),
  ),

  http.put(api('/vehicle/:id'), ({ request, params }) =>
    changeOwnedVehicle(request, params.id, (v, body) => {
      if (body.is_deleted === true) {
        const busy = world().works.some(
          (w) => w.vehicle_id === v.vehicle_id && ['scheduled', 'keys_available'].includes(w.status.toLowerCase()),
        );
        if (busy) return errorAnswer(400, VEHICLE_SCHEDULED_MESSAGE);
        v.is_deleted = true;
      } else {
        const { vehicle_id: _id, customer_id: _c, ...fields } = body as Partial<Vehicle>;
        Object.assign(v, fields);
      }
    }),
  ),
];
