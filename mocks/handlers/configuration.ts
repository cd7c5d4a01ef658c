/** M-01 GET /app-z3p-configuration, M-02 GET /pro/{id}. */
import { http } from 'msw';
import { api, errorAnswer, ok, proStatusOf, providerConfigOf, providerNameOf } from './context';

export const configurationHandlers = [
  http.get(api('/app-z3p-configuration'), ({ request }) => {
    const name = providerNameOf(request);
    const config = providerConfigOf(name);
    if (!config) return errorAnswer(404, `Unknown provider "${name}".`);
    return ok(config);
  }),

  http.get(api('/pro/:id'), ({ params }) => {
    const id = String(params.id);
    const status = proStatusOf(id);
    if (!status) return errorAnswer(404, `Unknown provider "${id}".`);
    return ok({ status, z3p_client_name: id });
  }),
];
