/**
 * Saving a vehicle (C-47..C-49): POST /vehicle with the signed-in customer's id; the "Critical Error:
 * {server text}" alert text for a failed save (C-48).
 */
import { useQueryClient } from '@tanstack/react-query';
import { criticalErrorText as criticalText, type MessageTextOf } from '../../api/failure-text';
import { customerInfoQueryOptions } from '../../api/customer-info';
import { useCreateVehicle, type NewVehicle } from '../../api/vehicles';
import type { Vehicle } from '../../api/entities';

/** Vehicle fields of a save, without the customer (added from the session). */
export type VehicleFields = Omit<NewVehicle, 'customer_id'>;

/** Returns `save(fields)`: creates the vehicle for the signed-in customer (customer id from GET /customer-info). */
export function useSaveVehicle(): { save: (fields: VehicleFields) => Promise<Vehicle>; saving: boolean } {
  const qc = useQueryClient();
  const create = useCreateVehicle();
  return {
    saving: create.isPending,
    save: async (fields) => {
      const info = await qc.fetchQuery(customerInfoQueryOptions());
      return create.mutateAsync({ ...fields, customer_id: info.customer.customer_id });
    },
  };
}

/**
 * C-48: the alert text for a failed save, the flow's `critical-error` ("Critical Error: {text}") with the server's
 * own words; a failure without them (connection, timeout, rate limit, malformed answer) reads as the flow's plain
 * failure text (`text` is the widget's), never as a method, a path or a validation error.
 */
export function criticalErrorText(error: unknown, text: MessageTextOf): string {
  return criticalText(error, text);
}

/** Message key of the C-48 template (flow-level message). */
