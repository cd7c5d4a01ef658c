/** M-03 GET /schedule-type, M-04/M-05 offered schedule types at a client location / home address. */
import { http } from 'msw';
import { world } from '../world';
import { locationById, scheduleTypes, serviceArea } from '../world/catalog/places';
import { api, errorAnswer, intParam, ok } from './context';

const byNames = (names: string[]) => scheduleTypes.filter((t) => names.includes(t.name));

export const scheduleTypeHandlers = [
  http.get(api('/schedule-type'), () => ok(scheduleTypes)),

  http.get(api('/get-offered-schedule-types/client-location/:id'), ({ params }) => {
    const l = locationById(intParam(params.id) ?? -1);
    if (!l) return errorAnswer(404, 'Location not found.');
    return ok(byNames(l.offered_schedule_types));
  }),

  http.get(api('/get-offered-schedule-types/home-address/:id'), ({ params }) => {
    const a = world().addresses.find((x) => x.customer_address_id === intParam(params.id));
    if (!a || a.is_deleted) return errorAnswer(404, 'Address not found.');
    const area = serviceArea.find((s) => s.postal_code === a.postal_code);
    if (!area) return ok([]);
    return ok(byNames(area.detailing ? ['mechanical', 'tires', 'detailing'] : ['mechanical', 'tires']));
  }),
];
