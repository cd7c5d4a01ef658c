/** M-20 GET /atd/products/{atd_location_id}/{tire_size digits}. */
import { http } from 'msw';
import { FAILING_TIRE_SIZE, tireProductsFor } from '../world/catalog/misc';
import { api, errorAnswer, ok } from './context';

export const tireHandlers = [
  http.get(api('/atd/products/:locationId/:size'), ({ params }) => {
    const size = decodeURIComponent(String(params.size)).replace(/[^0-9]/g, '');
    if (size === FAILING_TIRE_SIZE) return errorAnswer(502, 'The tire catalogue is unavailable.');
    if (size.length < 5) return errorAnswer(400, 'Invalid tire size.');
    return ok({ products: tireProductsFor(size) });
  }),
];
