import { useId } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { PickedVehicleForm, type PickedVehicleFormProps } from './picked-vehicle-form';
import { VehicleSearchBox, type VehicleSearchBoxProps } from './vehicle-search-box';

export type { SearchResultItem } from './vehicle-search-box';

export interface VehicleSearchViewProps {
  open: boolean;
  onClose: () => void;
  /** The search (its Cancel closes the dialog). */
  search: Omit<VehicleSearchBoxProps, 'onCancel'>;
  /** The picked result: the dialog then asks for the year (C-17) and color (C-26) instead. */
  picked: PickedVehicleFormProps | null;
}

/**
 * C-15: the vehicle search dialog — a combobox over the typeahead results; picking one asks for the year
 * (1990 to next year) and a color from the short list.
 */
export function VehicleSearchView({ open, onClose, search, picked }: VehicleSearchViewProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onClose={onClose} className="vehicle-search">
      <h2 id={titleId}>Search for your vehicle</h2>
      {picked ? <PickedVehicleForm {...picked} /> : <VehicleSearchBox {...search} onCancel={onClose} />}
    </ModalDialog>
  );
}
