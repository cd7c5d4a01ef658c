/** M-62 POST /maps-conversion (chosen path), M-67 GET /content/banner (mock stand-in for the content service). */
import { http } from 'msw';
import { commit, world } from '../world';
import { now } from '../world/clock';
import { bannerFor } from '../world/catalog/misc';
import { api, configFor, errorAnswer, jsonBody, ok, str } from './context';

export const marketingHandlers = [
  http.post(api('/maps-conversion'), async ({ request }) => {
    const body = await jsonBody(request);
    const token = str(body.token);
    if (!token) return errorAnswer(400, 'token is required.');
    world().notifications.push({ kind: 'maps-conversion', to: 'analytics', at: now().toISOString(), detail: token });
    commit();
    return ok({ Status: 'success', Message: 'Conversion recorded.' });
  }),

  http.get(api('/content/banner'), ({ request }) => ok(bannerFor(configFor(request).tire_shop_url))),
];
