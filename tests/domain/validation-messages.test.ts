import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../src/domain/fill-message';
import * as M from '../../src/domain/validation-messages';

describe('validation messages', () => {
  it('B-27 B-28 B-29 B-31 B-32 C-60 address and vehicle messages are the spec text word for word', () => {
    expect(M.MSG_REQUIRED_FIELDS).toBe('Please fill out all required fields (*)');
    expect(M.MSG_INVALID_POSTAL_CODE).toBe("'{code}' is not a valid US Postal Code. Please enter a 5-digit numeric postal code.");
    expect(M.MSG_NOT_IN_SERVICE_AREA).toBe('Sorry, we do not yet do at-home services in {code}.');
    expect(M.MSG_NO_EXACT_ADDRESS_MATCH).toBe('We were unable to find an exact match for your address');
    expect(M.MSG_MISSING_STREET_NUMBER).toBe('This address is missing a street number. Please add a street number so that we have your exact address.');
    expect(M.MSG_VEHICLE_NOT_DELETABLE).toBe(
      'This vehicle is scheduled for an upcoming service and cannot be deleted. If you would like to delete this vehicle, please cancel the upcoming service.',
    );
  });

  it('D-59 D-60 F-21 J-04 J-15 K-36 K-37 K-38 K-47 K-48 K-51 L-18 L-34 messages are the spec text word for word', () => {
    expect([M.MSG_IMAGES_MAX_HELPER, M.MSG_IMAGES_MAX_ERROR, M.MSG_IMAGE_SIZE_HELPER, M.MSG_IMAGE_SIZE_ERROR]).toEqual([
      'You can upload a maximum of 5 images.',
      'You can only upload up to 5 images.',
      'Each file must be 5MB or smaller.',
      'One or more files exceed the size limit of 5 MB.',
    ]);
    expect(M.MSG_LEAVE_AFTER_ARRIVE).toBe('Your leave time must be after your arrive time.');
    expect(M.MSG_INVALID_LOGIN).toBe('Invalid username or password.');
    expect(M.MSG_PASSWORDS_DONT_MATCH).toBe("Error: your passwords don't match");
    expect(M.MSG_AGREE_AND_CANCEL).toBe('Agree and Cancel Appointment');
    expect(M.MSG_CANCELLATION_FEE).toBe('You will be charged a ${fee}.00 cancellation fee');
    expect(M.MSG_CANCEL_CALL_US).toBe('In order to cancel your appointment, please call or text us');
    expect(M.MSG_NO_CANCELLATION_FEE).toBe('You will not be charged a cancellation fee');
    expect([M.MSG_REQUIRED, M.MSG_INVALID_EMAIL, M.MSG_INVALID_PHONE_LENGTH]).toEqual(['Required', 'Invalid email address', 'Invalid phone length']);
    expect(M.MSG_SWITCH_PRIMARY_FIRST).toBe('Must switch primary account owner before removing.');
    expect(M.MSG_APPROVE_OR_NOT_TODAY).toBe('Please select "Approve" or "Not Today" for each of our additional suggested services.');
    expect(M.MSG_SELECT_ONE_QUOTE_OPTION).toBe('Please select at least one option');
  });

  it('B-28 fillMessage fills placeholders and keeps unknown ones', () => {
    expect(fillMessage(M.MSG_NOT_IN_SERVICE_AREA, { code: '02139' })).toBe('Sorry, we do not yet do at-home services in 02139.');
    expect(fillMessage('a {x} {y}', { x: 1 })).toBe('a 1 {y}');
  });

  it('K-46 hasNoErrors is true only for an empty field map', () => {
    expect(M.hasNoErrors({})).toBe(true);
    expect(M.hasNoErrors({ email: undefined })).toBe(true);
    expect(M.hasNoErrors({ email: 'Required' })).toBe(false);
    expect(M.invalid('x')).toEqual({ ok: false, message: 'x' });
    expect(M.VALID).toEqual({ ok: true });
  });
});
