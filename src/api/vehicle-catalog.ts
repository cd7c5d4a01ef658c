/**
 * Vehicle reference data (year/make/model/trim/engine, typeahead, other vehicle types).
 * M-06 GET /vehicles/makes/{year}, M-07 GET /vehicles/models/{year}/{makeId},
 * M-08 GET /vehicles/trims/{year}/{makeId}/{modelId}, M-09 GET /motor/engines/{year}/{makeId}/{modelId}[/{submodelId}],
 * M-10 GET /search-typeahead, M-12 GET /other-vehicle/{vehicleType}.
 */
import * as z from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { statusMessageSchema } from './entities';
import type { OwnVehicleType } from '../domain/vehicle-types';

const makeSchema = z.object({ makeId: z.int(), makeName: z.string() });
const modelSchema = z.object({ modelId: z.int(), modelName: z.string() });
const trimSchema = z.object({
  submodelId: z.int(),
  submodelName: z.string(),
  vehicleId: z.nullish(z.int()),
  baseVehicleId: z.nullish(z.int()),
});
const engineSchema = z.object({ engineId: z.int(), description: z.string() });

const searchResultSchema = z.object({
  type: z.nullish(z.string()),
  label: z.string(),
  labelSegments: z.nullish(z.array(z.string())),
  detailLabel: z.nullish(z.string()),
  image: z.nullish(z.object({ src: z.nullish(z.string()) })),
  action: z.nullish(z.object({
      queryType: z.nullish(z.string()),
      type: z.nullish(z.string()),
      link: z.nullish(z.object({ href: z.nullish(z.string()) })),
      vehicleMetadata: z.nullish(z.object({
          year: z.nullish(z.int()),
          makeId: z.nullish(z.int()),
          makeName: z.nullish(z.string()),
          modelId: z.nullish(z.int()),
          modelName: z.nullish(z.string()),
          submodelId: z.nullish(z.int()),
          submodelName: z.nullish(z.string()),
        })),
    })),
});
const typeaheadAnswerSchema = z.object({
  siteSearchResultGroupList: z.array(z.object({ label: z.string(), siteSearchResultList: z.array(searchResultSchema) })),
});

/** Data: make → its models. */
const otherVehicleAnswerSchema = z.extend(statusMessageSchema, { Data: z.record(z.string(), z.array(z.string())) });
export type OtherVehicleType = OwnVehicleType;

export const vehicleCatalogKeys = {
  all: ['vehicle-catalog'] as const,
  makes: (year: number) => [...vehicleCatalogKeys.all, 'makes', year] as const,
  models: (year: number, makeId: number) => [...vehicleCatalogKeys.all, 'models', year, makeId] as const,
  trims: (year: number, makeId: number, modelId: number) => [...vehicleCatalogKeys.all, 'trims', year, makeId, modelId] as const,
  engines: (year: number, makeId: number, modelId: number, submodelId?: number | null) =>
    [...vehicleCatalogKeys.all, 'engines', year, makeId, modelId, submodelId ?? null] as const,
  typeahead: (queryText: string, additionalQueryText = '', queryType = 'vehicle') =>
    [...vehicleCatalogKeys.all, 'typeahead', queryType, queryText, additionalQueryText] as const,
  otherVehicle: (vehicleType: string) => [...vehicleCatalogKeys.all, 'other-vehicle', vehicleType] as const,
};

/** M-06 */
export function getMakes(year: number, signal?: AbortSignal) {
  return apiFetch('GET', `/vehicles/makes/${year}`, { schema: z.array(makeSchema), signal });
}
/** M-07 */
export function getModels(year: number, makeId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/vehicles/models/${year}/${makeId}`, { schema: z.array(modelSchema), signal });
}
/** M-08 */
export function getTrims(year: number, makeId: number, modelId: number, signal?: AbortSignal) {
  return apiFetch('GET', `/vehicles/trims/${year}/${makeId}/${modelId}`, { schema: z.array(trimSchema), signal });
}
/** M-09 (submodelId optional) */
export function getEngines(year: number, makeId: number, modelId: number, submodelId?: number | null, signal?: AbortSignal) {
  const tail = submodelId != null ? `/${submodelId}` : '';
  return apiFetch('GET', `/motor/engines/${year}/${makeId}/${modelId}${tail}`, { schema: z.array(engineSchema), signal });
}
/** M-10 */
export function searchTypeahead(input: { queryText: string; additionalQueryText?: string; queryType?: string }, signal?: AbortSignal) {
  return apiFetch('GET', '/search-typeahead', {
    query: { additionalQueryText: input.additionalQueryText ?? '', queryText: input.queryText, queryType: input.queryType ?? 'vehicle' },
    schema: typeaheadAnswerSchema,
    signal,
  });
}
/** M-12 */
export function getOtherVehicleMakes(vehicleType: OtherVehicleType | string, signal?: AbortSignal) {
  return apiFetch('GET', `/other-vehicle/${encodeURIComponent(vehicleType)}`, { schema: otherVehicleAnswerSchema, signal });
}

export function makesQueryOptions(year: number) {
  return queryOptions({ queryKey: vehicleCatalogKeys.makes(year), queryFn: ({ signal }) => getMakes(year, signal), staleTime: Infinity });
}
export function modelsQueryOptions(year: number, makeId: number) {
  return queryOptions({ queryKey: vehicleCatalogKeys.models(year, makeId), queryFn: ({ signal }) => getModels(year, makeId, signal), staleTime: Infinity });
}
export function trimsQueryOptions(year: number, makeId: number, modelId: number) {
  return queryOptions({
    queryKey: vehicleCatalogKeys.trims(year, makeId, modelId),
    queryFn: ({ signal }) => getTrims(year, makeId, modelId, signal),
    staleTime: Infinity,
  });
}
export function enginesQueryOptions(year: number, makeId: number, modelId: number, submodelId?: number | null) {
  return queryOptions({
    queryKey: vehicleCatalogKeys.engines(year, makeId, modelId, submodelId),
    queryFn: ({ signal }) => getEngines(year, makeId, modelId, submodelId, signal),
    staleTime: Infinity,
  });
}
export function typeaheadQueryOptions(queryText: string, additionalQueryText = '', queryType = 'vehicle') {
  return queryOptions({
    queryKey: vehicleCatalogKeys.typeahead(queryText, additionalQueryText, queryType),
    queryFn: ({ signal }) => searchTypeahead({ queryText, additionalQueryText, queryType }, signal),
    enabled: queryText.trim().length > 0,
  });
}
export function otherVehicleQueryOptions(vehicleType: string) {
  return queryOptions({ queryKey: vehicleCatalogKeys.otherVehicle(vehicleType), queryFn: ({ signal }) => getOtherVehicleMakes(vehicleType, signal), staleTime: Infinity });
}

export function useMakes(year: number | null | undefined) {
  return useQuery({ ...makesQueryOptions(year ?? 0), enabled: year != null });
}
export function useModels(year: number | null | undefined, makeId: number | null | undefined) {
  return useQuery({ ...modelsQueryOptions(year ?? 0, makeId ?? 0), enabled: year != null && makeId != null });
}
export function useTrims(year: number | null | undefined, makeId: number | null | undefined, modelId: number | null | undefined) {
  return useQuery({ ...trimsQueryOptions(year ?? 0, makeId ?? 0, modelId ?? 0), enabled: year != null && makeId != null && modelId != null });
}
export function useEngines(
  year: number | null | undefined,
  makeId: number | null | undefined,
  modelId: number | null | undefined,
  submodelId?: number | null,
) {
  return useQuery({
    ...enginesQueryOptions(year ?? 0, makeId ?? 0, modelId ?? 0, submodelId),
    enabled: year != null && makeId != null && modelId != null,
  });
}
export function useTypeahead(queryText: string, additionalQueryText = '', queryType = 'vehicle') {
  return useQuery(typeaheadQueryOptions(queryText, additionalQueryText, queryType));
}
export function useOtherVehicleMakes(vehicleType: string | null | undefined) {
  return useQuery({ ...otherVehicleQueryOptions(vehicleType ?? ''), enabled: !!vehicleType });
}
