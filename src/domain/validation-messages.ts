/**
 * User-facing messages of the scheduling, appointment, cancellation and input-validation rules,
 * word for word from the "Messages" section of the requirements ledger, plus the result types
 * every validator in this area returns. Coupon and cart messages live elsewhere.
 */

/** Result of a validator for a single input. */
export type ValidationResult = { ok: true } | { ok: false; message: string };

/** Result of a validator for a form: one message per failing field (empty when valid). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The passing result. */
export const VALID: ValidationResult = Object.freeze({ ok: true as const });

/** A failing result carrying `message`. */
export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}

/** True when a field → message map holds no message. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((m) => m === undefined);
}


// --- Quoted in the spec (ledger "Messages") --------------------------------------------------

/** B-27 */
export const MSG_REQUIRED_FIELDS = 'Please fill out all required fields (*)';
/** B-28 — {code} = entered postal code */
export const MSG_INVALID_POSTAL_CODE =
  "'{code}' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.";
/** B-29 — {code} = entered postal code */
export const MSG_NOT_IN_SERVICE_AREA = 'Sorry, we do not yet do at-home services in {code}.';
/** B-31 */
export const MSG_NO_EXACT_ADDRESS_MATCH = 'We were unable to find an exact match for your address';
/** B-32 */
export const MSG_MISSING_STREET_NUMBER =
  'This address is missing a street number. Please add a street number so that we have your exact address.';
/** C-60 */
export const MSG_VEHICLE_NOT_DELETABLE =
  'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.';
/** D-59, helper text under the picker (OPEN-52) */
export const MSG_IMAGES_MAX_HELPER = 'You can upload a maximum of 5 images.';
/** D-59, error when a selection breaks the rule (OPEN-52) */
export const MSG_IMAGES_MAX_ERROR = 'You can only upload up to 5 images.';
/** D-60, helper text under the picker (OPEN-52) */
export const MSG_IMAGE_SIZE_HELPER = 'Each file must be 5MB or smaller.';
/** D-60, error when a selection breaks the rule (OPEN-52) */
export const MSG_IMAGE_SIZE_ERROR = 'One or more files exceed the size limit of 5 MB.';
/** F-21 */
export const MSG_LEAVE_AFTER_ARRIVE = 'Your leave time must be after your arrive time.';
/** J-04 */
export const MSG_INVALID_LOGIN = 'Invalid username or password.';
/** J-15 */
export const MSG_PASSWORDS_DONT_MATCH = "Error: your passwords don't match";
/** K-36 */
export const MSG_AGREE_AND_CANCEL = 'Agree and Cancel Appointment';
/** K-36 — {fee} = cancellation_fee_amount_dollars; the text carries a literal "$" and ".00" */
export const MSG_CANCELLATION_FEE = 'You will be charged a ${fee}.00 cancellation fee';
/** K-37 — followed by the provider phone */
export const MSG_CANCEL_CALL_US = 'In order to cancel your appointment, please call or text us';
/** K-38 */
export const MSG_NO_CANCELLATION_FEE = 'You will not be charged a cancellation fee';
/** K-47, K-48 */
export const MSG_REQUIRED = 'Required';
/** K-47 */
export const MSG_INVALID_EMAIL = 'Invalid email address';
/** K-48 */
export const MSG_INVALID_PHONE_LENGTH = 'Invalid phone length';
/** K-51 */
export const MSG_SWITCH_PRIMARY_FIRST = 'Must switch primary account owner before removing.';
/** F-12 (required for the providers whose data asks for it, OPEN-21) */
export const MSG_ISSUE_NOTE_REQUIRED = 'Please enter a note with a description of the issue you are experiencing.';
/** F-15 */
export const MSG_SOONER_NEEDS_AVAILABILITY = 'Please add your availability and reason for wanting service sooner.';
/** F-16 */
export const MSG_WAITLIST_NEEDS_AVAILABILITY = 'Please add your schedule availability before continuing without a date.';
/** F-17 */
export const MSG_SELECT_DATE = 'Please select a date before you can continue.';
/** F-22 */
export const MSG_SELECT_DATE_AND_TIME = 'Please select a date and time.';
/** B-16 */
export const MSG_CHOOSE_LOCATION = 'Please choose a location';
/** L-18 */
export const MSG_APPROVE_OR_NOT_TODAY =
  'Please select "Approve" or "Not Today" for each of our additional suggested services.';
/** L-34 */
export const MSG_SELECT_ONE_QUOTE_OPTION = 'Please select at least one option';

// --- Not quoted in the spec: our wording (docs/decisions.md, "Domain: time…") -----------------------
// The spec states these rules only as "Continue is disabled" or "is required"; the UI may show
// these texts next to the field.

/** C-32 (wording ours) */
export const MSG_PLATE_TOO_SHORT = 'A license plate has at least 3 characters';
/** C-34 (wording ours) */
export const MSG_VIN_LENGTH = 'A VIN has exactly 17 characters';
/** C-39 (wording ours) */
export const MSG_HEAVY_DUTY_VIN = 'A VIN has exactly 17 letters or digits';
/** C-44 (wording ours; OPEN-44) — {make}, {phone} */
export const MSG_MAKE_NOT_OFFERED =
  'We do not offer mobile service for {make}. Please call us at {phone} for in-house scheduling.';
/** F-23, D-28, B-37, K-31 (wording ours) */
export const MSG_TEXT_TOO_LONG = 'Please keep this to 1020 characters or fewer';
/** D-61 (wording ours) */
export const MSG_IMAGE_TYPE_ERROR = 'Only JPG or PNG images can be uploaded.';
/** D-40 (wording ours) */
export const MSG_TIRE_SIZE_PATTERN = 'Please enter a tire size like P225/65R17';
/** D-33 (wording ours) */
export const MSG_DIAGNOSTIC_NEEDS_CONCERN = 'Please check a concern or describe the issue in at least 5 characters';
/** D-30 (wording ours) */
export const MSG_DETAILING_NOTE_REQUIRED = 'Please add a note describing the scratch or paint damage';
