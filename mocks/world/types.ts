/** The mutable state of the demo world (persisted per browser tab). Records are stored in the API's shapes. */
import type { Address, Coupon, Customer, ServiceLine, Vehicle } from '../../src/api/entities';
import type { Quote } from '../../src/api/quotes';
import type { Subuser } from '../../src/api/users';

export type StoredCustomer = Customer & {
  /** md5 of the password; null for a guest (no password). */
  password_md5: string | null;
  has_credit_card: boolean;
};

/** A scheduled work with references instead of embedded records (joined by present.ts). */
export interface StoredWork {
  scheduled_work_id: number;
  customer_id: number;
  vehicle_id: number | null;
  customer_address_id: number | null;
  client_location_id: number | null;
  keyosk_id: number | null;
  parking_id: number | null;
  status: string;
  date: string | null;
  plannedArrivalTime: string | null;
  plannedDepartureTime: string | null;
  confirmed_appointment_start_time: string | null;
  service_vehicle_id: number | null;
  schedule_instance_id: number | null;
  box: number | null;
  services: ServiceLine[];
  coupon_code: string | null;
  coupon_amount_dollars: number;
  custom_discount_amount_dollars: number;
  custom_discount_reason: string | null;
  tip_amount_dollars: number;
  subtotal_dollars: number;
  sales_tax_dollars: number;
  shop_fee_dollars: number;
  minimum_service_charge_amount_dollars: number;
  total_taxed_price_dollars: number;
  amount_paid_dollars: number;
  tax_rate_percent: number;
  payment_method_id: number | null;
  square_card_id: string | null;
  hc_is_complete: boolean;
  health_check_url: string | null;
  customer_location: { lat: number; lng: number } | null;
  created_at: string;
  customer_note: string | null;
  waitlist_note: string | null;
  key_exchange_note: string | null;
  is_handraise: boolean;
  additional_phone_numbers: (string | false)[];
  cancellation_reason: string | null;
  cancellation_reason_details: string | null;
  cancellation_fee_charged_dollars: number;
  quote_id: number | null;
  referrer_code: string | null;
  images: { fileName: string; folder: string }[];
  /** The `Idempotency-Key` the work was booked with (M-37): a repeat with the same key answers this work. */
  idempotency_key?: string | null;
}

export interface TokenLink {
  token: string;
  scheduled_work_id: number;
  /** ISO date-time. */
  expires_at: string;
}

interface ResetRequest {
  rp_id: string;
  customer_id: number;
  expires_at: string;
  used: boolean;
}

interface SavedPlace {
  customer_id: number;
  client_location_id: number;
}

interface Upload {
  id: number;
  fileName: string;
  folder: string;
  originalFileName: string;
  size: number;
}

/** Something the server "sent" (e-mail/text): kept so tests and the preview can see it. */
interface Notification {
  kind: 'reset-link' | 'access-link' | 'failed-payment' | 'booking-confirmation' | 'maps-conversion';
  to: string;
  at: string;
  detail?: string;
}

export interface WorldState {
  version: number;
  /** ISO: the world's now when it was seeded. */
  seeded_at: string;
  next_id: number;
  customers: StoredCustomer[];
  /** Session token → customer id. */
  sessions: Record<string, number>;
  reset_requests: ResetRequest[];
  subusers: Subuser[];
  vehicles: Vehicle[];
  addresses: Address[];
  saved_places: SavedPlace[];
  works: StoredWork[];
  token_links: TokenLink[];
  coupons: Coupon[];
  quotes: (Quote & { quote_uuid: string })[];
  uploads: Upload[];
  notifications: Notification[];
}
