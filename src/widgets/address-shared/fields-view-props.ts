import type { AddressFormModel } from './use-address-form';
import type { AddressFieldsViewProps } from './address-fields-view';

/** The view props of a form model (shared by the add-home-address page and the place step). */
export function fieldsViewProps(model: AddressFormModel): AddressFieldsViewProps {
  const a = model.autocomplete;
  return {
    draft: model.draft,
    questions: model.questions,
    error: model.error,
    checking: model.checking,
    notice: model.notice,
    onField: model.setField,
    onVisit: model.visit,
    onAnswer: model.setAnswer,
    onNote: model.setNote,
    texts: model.fieldTexts,
    autocomplete: {
      enabled: a.adapter !== null,
      note: a.adapter?.note ?? null,
      suggestions: a.suggestions,
      open: a.open,
      unavailable: a.unavailable,
      onChoose: a.choose,
      onClose: a.close,
    },
  };
}
