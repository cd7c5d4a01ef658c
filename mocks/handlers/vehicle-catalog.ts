/** M-06..M-10, M-12: vehicle reference data. */
import { http } from 'msw';
import { enginesFor, makes, makesFor, modelsFor, otherVehicleMakes, trimsFor } from '../world/catalog/vehicle-data';
import { api, errorAnswer, intParam, ok } from './context';

function validYear(v: unknown): number | undefined {
  const y = intParam(v);
  return y !== undefined && y >= 1900 && y <= 2100 ? y : undefined;
}

function engines(params: Record<string, unknown>) {
  const year = validYear(params.year);
  const modelId = intParam(params.modelId);
  if (year === undefined || modelId === undefined) return errorAnswer(400, 'Invalid vehicle.');
  return ok(enginesFor(modelId));
}

export const vehicleCatalogHandlers = [
  http.get(api('/vehicles/makes/:year'), ({ params }) => {
    const year = validYear(params.year);
    if (year === undefined) return errorAnswer(400, 'Invalid year.');
    return ok(makesFor(year).map((m) => ({ makeId: m.makeId, makeName: m.makeName })));
  }),

  http.get(api('/vehicles/models/:year/:makeId'), ({ params }) => {
    const year = validYear(params.year);
    const makeId = intParam(params.makeId);
    if (year === undefined || makeId === undefined) return errorAnswer(400, 'Invalid year or make.');
    return ok(modelsFor(year, makeId).map((m) => ({ modelId: m.modelId, modelName: m.modelName })));
  }),

  http.get(api('/vehicles/trims/:year/:makeId/:modelId'), ({ params }) => {
    const year = validYear(params.year);
    const modelId = intParam(params.modelId);
    if (year === undefined || modelId === undefined) return errorAnswer(400, 'Invalid vehicle.');
    return ok(trimsFor(year, modelId));
  }),

  http.get(api('/motor/engines/:year/:makeId/:modelId'), ({ params }) => engines(params)),
  http.get(api('/motor/engines/:year/:makeId/:modelId/:submodelId'), ({ params }) => engines(params)),

  http.get(api('/search-typeahead'), ({ request }) => {
    const url = new URL(request.url);
    const text = `${url.searchParams.get('queryText') ?? ''} ${url.searchParams.get('additionalQueryText') ?? ''}`.trim().toLowerCase();
    const queryType = url.searchParams.get('queryType') ?? 'vehicle';
    if (!text) return ok({ siteSearchResultGroupList: [] });
    const yearMatch = /\b(19[9]\d|20\d\d)\b/.exec(text);
    const year = yearMatch ? Number(yearMatch[1]) : undefined;
    const words = text.replace(/\b(19[9]\d|20\d\d)\b/, '').split(/\s+/).filter(Boolean);
    const results = [];
    for (const make of makes) {
      for (const model of make.models) {
        const label = `${make.makeName} ${model.modelName}`.toLowerCase();
        if (!words.every((w) => label.includes(w))) continue;
        const y = year ?? Math.min(model.to, new Date().getFullYear());
        if (y < model.from || y > model.to) continue;
        results.push({
          type: 'vehicle',
          label: `${y} ${make.makeName} ${model.modelName}`,
          labelSegments: [String(y), make.makeName, model.modelName],
          detailLabel: model.engines.join(' / '),
          image: { src: `/demo-assets/vehicles/${model.modelId}.png` },
          action: {
            queryType,
            type: 'vehicle',
            link: { href: `/pricing/vehicle-lookup?year=${y}&makeId=${make.makeId}&modelId=${model.modelId}` },
            vehicleMetadata: { year: y, makeId: make.makeId, makeName: make.makeName, modelId: model.modelId, modelName: model.modelName, submodelId: null, submodelName: null },
          },
        });
      }
    }
    return ok({ siteSearchResultGroupList: results.length ? [{ label: 'Vehicles', siteSearchResultList: results.slice(0, 10) }] : [] });
  }),

  http.get(api('/other-vehicle/:vehicleType'), ({ params }) => {
    const type = String(params.vehicleType).toLowerCase();
    const data = otherVehicleMakes[type];
    if (!data) return errorAnswer(404, `Unknown vehicle type "${type}".`, { Data: {} });
    return ok({ Status: 'success', Message: '', Data: data });
  }),
];
