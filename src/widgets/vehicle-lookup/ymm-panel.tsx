import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { makesQueryOptions, useEngines, useMakes, useModels, useTrims } from '../../api/vehicle-catalog';
import { validateYearMakeModel } from '../../domain/validate-vehicle';
import type { Choice } from '../../ui/fields/choices';
import { isRateLimited, rateLimitedOr } from '../../api/failure-text';
import type { LookupTexts } from './lookup-texts';
import { useShownErrors, type VehicleTabProps } from './vehicle-tab';
import { VehicleSearch, type SearchFill } from './vehicle-search';
import { EMPTY_YMM, YmmFormView, type ChoiceList, type YmmField, type YmmList, type YmmValue } from './ymm-form-view';

/** `text` also words a rate limit (`rate-limited`). */
export interface YmmPanelProps extends VehicleTabProps<LookupTexts['ymm']> {
  years: readonly number[];
  modalYears: readonly number[];
  searchTexts: LookupTexts['search'];
}

const num = (v: string): number | null => (v === '' ? null : Number(v));

/** A catalog query as the form's choices (none until it answers) and whether it is being fetched. */
function choiceList<T>(query: { data?: readonly T[]; isFetching: boolean }, toChoice: (item: T) => Choice): ChoiceList {
  return { choices: (query.data ?? []).map(toChoice), loading: query.isFetching };
}

/** Fields each choice resets (a new year needs a new make, and so on). */
const RESETS: Record<YmmField, YmmField[]> = {
  year: ['makeId', 'modelId', 'submodelId', 'engineId'],
  makeId: ['modelId', 'submodelId', 'engineId'],
  modelId: ['submodelId', 'engineId'],
  submodelId: ['engineId'],
  engineId: [],
  color: [],
};

/**
 * Year/make/model tab with its lists: makes for the year (C-18), models for the make (C-19, a single
 * model is chosen for the customer, C-20), optional trims and engines (C-21, C-22). A failed list fetch
 * is reported by the API client; here it shows a message with a retry and leaves the selects enabled (C-25).
 * The make chosen (or filled by the search) is the booking's candidate make as soon as it is chosen (C-44, C-45).
 */
export function YmmPanel({ years, modalYears, searchTexts, onMake, onSave, text, ...view }: YmmPanelProps) {
  const qc = useQueryClient();
  const [value, setValue] = useState<YmmValue>(EMPTY_YMM);
  const [searchOpen, setSearchOpen] = useState(false);
  /** Counts make choices, so a search fill's make (known once its year's makes load) never overrides a later choice. */
  const makeChoice = useRef(0);
  const year = num(value.year);
  const makeId = num(value.makeId);
  const modelId = num(value.modelId);
  const submodelId = num(value.submodelId);

  const makes = useMakes(year);
  const models = useModels(year, makeId);
  const trims = useTrims(year, makeId, modelId);
  const engines = useEngines(year, makeId, modelId, submodelId);

  // C-20: a single model is selected for the customer.
  const only = models.data?.length === 1 ? models.data[0] : undefined;
  useEffect(() => {
    if (only && value.modelId === '') setValue((v) => ({ ...v, modelId: String(only.modelId) }));
  }, [only, value.modelId]);

  const lists: Record<YmmList, ChoiceList> = {
    makes: choiceList(makes, (m) => ({ value: String(m.makeId), label: m.makeName })),
    models: choiceList(models, (m) => ({ value: String(m.modelId), label: m.modelName })),
    trims: choiceList(trims, (t) => ({ value: String(t.submodelId), label: t.submodelName })),
    engines: choiceList(engines, (e) => ({ value: String(e.engineId), label: e.description })),
  };

  const make = makes.data?.find((m) => m.makeId === makeId);
  const model = models.data?.find((m) => m.modelId === modelId);
  const trim = trims.data?.find((t) => t.submodelId === submodelId);
  const engine = engines.data?.find((e) => String(e.engineId) === value.engineId);
  const shown = useShownErrors(validateYearMakeModel({ year: value.year, makeId: make ? value.makeId : '', modelId: model ? value.modelId : '' }), text);

  const failed = [makes, models, trims, engines].filter((q) => q.isError);
  const loadError = failed.length > 0 ? rateLimitedOr(failed.find((q) => isRateLimited(q.error))?.error, text, view.texts.listFailed) : null;

  const retry = () => failed.forEach((q) => void q.refetch());

  const change = (field: YmmField, v: string) => {
    setValue((old) => {
      const next = { ...old, [field]: v };
      for (const f of RESETS[field]) next[f] = '';
      return next;
    });
    if (field === 'year' || field === 'makeId') {
      makeChoice.current += 1;
      const chosen = field === 'makeId' ? makes.data?.find((m) => String(m.makeId) === v) : undefined;
      onMake(chosen?.makeName ?? null);
    }
  };

  const fill = (f: SearchFill) => {
    setValue({
      year: String(f.year),
      makeId: String(f.makeId),
      modelId: String(f.modelId),
      submodelId: f.submodelId !== null ? String(f.submodelId) : '',
      engineId: '',
      color: f.color,
    });
    setSearchOpen(false);
    // The search names the make by id: its name comes with the year's makes (the list the form loads anyway).
    const choice = (makeChoice.current += 1);
    onMake(null);
    void qc.fetchQuery(makesQueryOptions(f.year)).then(
      (list) => {
        if (makeChoice.current === choice) onMake(list.find((m) => m.makeId === f.makeId)?.makeName ?? null);
      },
      () => undefined, // The form's own make list reports the failure (C-25).
    );
  };

  const submit = () => {
    if (!shown.attempt() || !make || !model || year === null) return;
    onSave({
      input_method_type: 'year',
      vehicleType: 'automobile',
      year,
      make: make.makeName,
      makeName: make.makeName,
      makeId: make.makeId,
      model: model.modelName,
      modelName: model.modelName,
      modelId: model.modelId,
      trim: trim?.submodelName ?? null,
      submodelId: trim?.submodelId ?? null,
      submodelName: trim?.submodelName ?? null,
      vehicleId: trim?.vehicleId ?? null,
      baseVehicleId: trim?.baseVehicleId ?? null,
      engine: engine ? { engine_name: engine.description, motor_engine_id: engine.engineId } : null,
      color: value.color || null,
      display_name: `${year} ${make.makeName} ${model.modelName}`,
    });
  };

  return (
    <>
      <YmmFormView {...view} years={years} lists={lists} loadError={loadError} onRetry={retry} value={value} errors={shown.errors} onChange={change} onSubmit={submit} onOpenSearch={() => setSearchOpen(true)} />
      <VehicleSearch open={searchOpen} onClose={() => setSearchOpen(false)} years={modalYears} onUse={fill} texts={searchTexts} text={text} />
    </>
  );
}
