/** M-49 GET /quote-from-uuid/{uuid}. */
import { http } from 'msw';
import { world } from '../world';
import { api, errorAnswer, ok } from './context';

const QUOTE_INVALID_MESSAGE = 'Sorry, that link is invalid.';

export const quoteHandlers = [
  http.get(api('/quote-from-uuid/:uuid'), ({ params }) => {
    const quote = world().quotes.find((q) => q.quote_uuid === String(params.uuid));
    if (!quote) return errorAnswer(404, QUOTE_INVALID_MESSAGE);
    return ok(quote);
  }),
];
