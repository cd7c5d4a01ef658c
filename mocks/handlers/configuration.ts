/** M-01 GET /app-z3p-configuration (an external thank-you page served as the mock world's stand-in), M-02 GET /pro/{id}. */
import { http } from 'msw';
import { appOriginOf, withThankYouStandIn } from '../pages/thank-you-page';
import { api, errorAnswer, ok, proStatusOf, providerConfigOf, providerNameOf } from './context';

export const configurationHandlers = [
  http.get(api('/app-z3p-configuration'), ({ request }) => {
    const name = providerNameOf(request);
    const config = providerConfigOf(name);
    if (!config) return errorAnswer(404, `Unknown provider "${name}".`);
    // The provider's own thank-you page is out of the demo's reach: its stand-in on the app's origin (H-33).
    return ok(withThankYouStandIn(config, appOriginOf(request)));
  }),

  http.get(api('/pro/:id'), ({ params }) => {
    const id = String(params.id);
    const status = proStatusOf(id);
    if (!status) return errorAnswer(404, `Unknown provider "${id}".`);
    return ok({ status, z3p_client_name: id });
  }),
];
