import { useId } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import type { LookupTexts } from './lookup-texts';
import { PickedVehicleForm, type PickedVehicleFormProps } from './picked-vehicle-form';
import { VehicleSearchBox, type VehicleSearchBoxProps } from './vehicle-search-box';

export type { SearchResultItem } from './vehicle-search-box';

export interface VehicleSearchViewProps {
  open: boolean;
  onClose: () => void;
  texts: LookupTexts['search'];
  /** The search (its Cancel closes the dialog). */
  search: Omit<VehicleSearchBoxProps, 'onCancel' | 'texts'>;
  /** The picked result: the dialog then asks for the year (C-17) and color (C-26) instead. */
  picked: Omit<PickedVehicleFormProps, 'texts'> | null;
}

/**
 * C-15: the vehicle search dialog — a combobox over the typeahead results; picking one asks for the year
 * (1990 to next year) and a color from the short list.
 */
export function VehicleSearchView({ open, onClose, texts, search, picked }: VehicleSearchViewProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onClose={onClose} className="vehicle-search">
      <h2 id={titleId}>{texts.title}</h2>
      {picked ? <PickedVehicleForm {...picked} texts={texts} /> : <VehicleSearchBox {...search} texts={texts} onCancel={onClose} />}
    </ModalDialog>
  );
}
