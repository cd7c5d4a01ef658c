import { sanitizeVehicleText } from '../../domain/validate-vehicle';
import { TextField, type TextFieldProps } from '../../ui/fields/text-field';

/** A plate, VIN or serial number field: capitalized as typed, and what it reports is sanitized (`sanitizeVehicleText`). */
export function CodeField({ onChange, ...field }: Omit<TextFieldProps, 'autoCapitalize'>) {
  return <TextField {...field} autoCapitalize="characters" onChange={(v) => onChange(sanitizeVehicleText(v))} />;
}
