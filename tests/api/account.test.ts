import { describe, expect, it } from 'vitest';
import { setProviderName, setToken } from '../../src/api/client';
import { getCoupon } from '../../src/api/coupons';
import { mockCall } from './mock-call';
import { getQuote } from '../../src/api/quotes';
import { createSubuser, getSubusers, removeUser, updateCustomer, updateSubuser } from '../../src/api/users';
import { deleteImage, uploadImage } from '../../src/api/uploads';
import { getBanner, sendMapsConversion } from '../../src/api/marketing';
import { signIn } from '../../src/api/auth';
import { DEMO_CUSTOMER_ID, DEMO_CUSTOMER_TOKEN, DEMO_QUOTE_UUID, FLEET_CUSTOMER } from '../../mocks/world/ids';
import { useMockServer } from './harness';

useMockServer();

async function signInFleet() {
  setProviderName('fleetco');
  await signIn({ email: FLEET_CUSTOMER.email, password: FLEET_CUSTOMER.password });
}

describe('coupons (M-50, M-51)', () => {
  it('D-89 D-92 M-50 M-51 FIRST15 is $15 off; codes are trimmed and upper-cased', async () => {
    expect(await getCoupon(' first15 ')).toMatchObject({ coupon_code: 'FIRST15', amount_off_dollars: 15, can_use_multiple_times: false });
    expect(await mockCall('GET', '/coupon', { code: 'SHARE5' })).toMatchObject({ coupon_code: 'SHARE5', amount_off_dollars: 5, can_use_multiple_times: true });
    expect(await getCoupon('TRY5')).toMatchObject({ amount_off_percent: 5, valid_service_offering_ids: [101, 102] });
    expect(await getCoupon('SHOP20')).toMatchObject({ valid_client_location_ids: [3] });
  });

  it('D-78 M-50 the expired coupon answers with its end date (the app checks dates)', async () => {
    const c = await getCoupon('SUMMER10');
    expect(c.end_date! < new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('D-81 M-50 an unknown coupon answers 404 with the spec message', async () => {
    await expect(getCoupon('NOPE')).rejects.toMatchObject({ status: 404, serverText: 'Sorry, that coupon cannot be applied to your order.' });
  });

  it('D-83 M-50 a used single-use coupon is refused for its customer', async () => {
    expect((await getCoupon('ONCE25')).coupon_code).toBe('ONCE25'); // visitor
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(getCoupon('ONCE25')).rejects.toMatchObject({ status: 400, serverText: 'Sorry, you already used that coupon in a previous booking.' });
    await expect(mockCall('GET', '/coupon', { code: 'ONCE25' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('quotes (M-49)', () => {
  it('L-26 L-28 L-35 M-49 a quote with sections, options and answers', async () => {
    const q = await getQuote(DEMO_QUOTE_UUID);
    expect(q.sections.map((s) => s.name)).toEqual(['Brakes', 'Maintenance']);
    expect(q.sections[0]!.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    const answers = q.sections[0]!.options[1]!.answers!;
    expect(answers.map((a) => a.question.type)).toEqual(['slider', 'other']);
    expect(answers[1]!.question.admin_can_answer).toBe(false);
    expect(q.custom_discount_amount_dollars).toBe(20);
  });

  it('L-27 M-49 an invalid link answers 404 "Sorry, that link is invalid."', async () => {
    await expect(getQuote('not-a-quote')).rejects.toMatchObject({ status: 404, serverText: 'Sorry, that link is invalid.' });
  });
});

describe('users (M-55..M-59)', () => {
  it('K-45 M-55 lists the subusers (deleted ones left out)', async () => {
    await signInFleet();
    const list = await getSubusers(FLEET_CUSTOMER.id);
    expect(list.map((u) => u.username)).toEqual(['dana.driver@example.com', 'omar.ops@example.com']);
    await expect(getSubusers(DEMO_CUSTOMER_ID)).rejects.toMatchObject({ status: 404 });
  });

  it('K-42 K-44 M-56 M-57 M-59 adds, edits and removes an additional user', async () => {
    await signInFleet();
    const u = await createSubuser(FLEET_CUSTOMER.id, { first_name: 'Sam', username: 'sam@example.com' });
    expect(u).toMatchObject({ first_name: 'Sam', username: 'sam@example.com', is_deleted: false });
    expect((await updateSubuser(u.id, { last_name: 'Smith' })).last_name).toBe('Smith');
    expect((await removeUser(u.id)).is_deleted).toBe(true);
    expect((await getSubusers(FLEET_CUSTOMER.id)).some((x) => x.id === u.id)).toBe(false);
  });

  it('K-47 M-56 validation and duplicate e-mail', async () => {
    await signInFleet();
    await expect(createSubuser(FLEET_CUSTOMER.id, { first_name: 'X', username: 'not-an-email' })).rejects.toMatchObject({ status: 400, serverText: 'Invalid email address' });
    await expect(createSubuser(FLEET_CUSTOMER.id, { first_name: 'X', username: 'demo@example.com' })).rejects.toMatchObject({ status: 409 });
  });

  it('K-42 M-56 a provider without subusers refuses to add one', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    await expect(createSubuser(DEMO_CUSTOMER_ID, { first_name: 'X', username: 'x@example.com' })).rejects.toMatchObject({ status: 400 });
  });

  it('K-43 M-57 hands the primary contact to another user', async () => {
    await signInFleet();
    const swapped = await updateSubuser(8101, { make_primary: true });
    expect(swapped.username).toBe(FLEET_CUSTOMER.email);
    const { getCustomerInfo } = await import('../../src/api/customer-info');
    expect((await getCustomerInfo()).customer.email).toBe('dana.driver@example.com');
  });

  it('K-41 K-48 M-58 updates the primary user; phone needs 10 or 11 digits', async () => {
    setToken(DEMO_CUSTOMER_TOKEN);
    expect(await updateCustomer(DEMO_CUSTOMER_ID, { first_name: 'Dee', phone: '1 (555) 555-0199' })).toMatchObject({ first_name: 'Dee', phone: '5555550199' });
    await expect(updateCustomer(DEMO_CUSTOMER_ID, { phone: '555' })).rejects.toMatchObject({ status: 400, serverText: 'Invalid phone length' });
  });

  it('K-51 M-59 the primary user cannot be removed', async () => {
    await signInFleet();
    await expect(removeUser(FLEET_CUSTOMER.id)).rejects.toMatchObject({ status: 400, serverText: 'Must switch primary account owner before removing.' });
  });
});

describe('images (M-28, M-29)', () => {
  const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

  it('D-63 M-28 M-29 uploads a PNG and removes it', async () => {
    const img = await uploadImage(png(1024), { fileName: 'scratch.png', folder: 'issues' });
    expect(img).toMatchObject({ folder: 'issues', originalFileName: 'scratch.png' });
    expect((await deleteImage(img)).Status).toBe('success');
    await expect(deleteImage(img)).rejects.toMatchObject({ status: 404 });
  });

  it('D-60 D-61 D-65 M-28 refuses other types and files over 5 MB', async () => {
    await expect(uploadImage(new Blob(['x'], { type: 'image/gif' }), { fileName: 'a.gif' })).rejects.toMatchObject({ status: 415 });
    await expect(uploadImage(png(5 * 1024 * 1024 + 1), { fileName: 'big.png' })).rejects.toMatchObject({
      status: 413, serverText: 'One or more files exceed the size limit of 5 MB.',
    });
  });
});

describe('marketing (M-62, M-67)', () => {
  it('H-36 M-62 records a maps conversion', async () => {
    expect((await sendMapsConversion('gclid-123')).Status).toBe('success');
    await expect(sendMapsConversion('')).rejects.toMatchObject({ status: 400 });
  });

  it('M-67 the banner links to the provider tire shop', async () => {
    setProviderName('skipper');
    expect((await getBanner()).link?.link?.href).toBe('https://skipper-tires.example/tires');
  });
});
