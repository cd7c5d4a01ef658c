import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatInTimeZone, fromZonedTime, getTimezoneOffset } from 'date-fns-tz';
import {
  cancellationDecision,
  cancellationFeeApplies,
  cancellationFeeFact,
  cancellationMessage,
  fillCancellationFee,
  hasCardOnFile,
  type CancellationPolicy,
} from '../../src/domain/cancellation-fee';
import { appointmentStartInstant, type AppointmentLike } from '../../src/domain/appointments';
import { flowTemplate, flowText } from './support/flow-text';

const H = 3_600_000;
const DAY = 24 * H;
/** What the flow hands the widget for a provider charging `fee` dollars within `cutOff` hours (the cancellationFee part and its options). */
const policy = (cutOff: number, fee = 25): CancellationPolicy => ({
  chargesFee: true,
  cutOffHours: cutOff,
  feeDollars: fee,
});
const NY = { time_zone: 'America/New_York' };
const appt = (date: string, time: string, zone = NY): AppointmentLike => ({
  status: 'scheduled',
  date,
  confirmed_appointment_start_time: time,
  customer_address: zone,
});
const decide = (p: CancellationPolicy, a: AppointmentLike, now: string | Date, card = true) =>
  cancellationDecision({ policy: p, appointment: a, now, hasCardOnFile: card, phone: '(555) 010-0000' }).kind;

describe('cancellation fee — messages', () => {
  it('K-36 with a card on file: "Agree and Cancel Appointment" and "You will be charged a $25.00 cancellation fee"', () => {
    const d = cancellationDecision({ policy: policy(24), appointment: appt('2026-06-02', '09:00'), now: '2026-06-01T14:00:00Z', hasCardOnFile: true });
    expect(d).toEqual({ kind: 'fee', canCancel: true, feeDollars: 25, buttonKey: 'agree-and-cancel', key: 'cancellation-fee' });
    expect(cancellationMessage(d, flowText)).toBe('You will be charged a $25.00 cancellation fee');
    expect(d.kind === 'fee' && flowText(d.buttonKey)).toBe('Agree and Cancel Appointment');
  });

  it('K-37 without a card the customer must call: "In order to cancel your appointment, please call or text us" plus the phone', () => {
    const d = cancellationDecision({ policy: policy(24), appointment: appt('2026-06-02', '09:00'), now: '2026-06-01T14:00:00Z', hasCardOnFile: false, phone: '(555) 010-0000' });
    expect(d).toEqual({
      kind: 'call-us',
      canCancel: false,
      feeDollars: 25,
      key: 'cancel-call-us',
      phone: '(555) 010-0000',
    });
    expect(cancellationMessage(d, flowText)).toBe('In order to cancel your appointment, please call or text us (555) 010-0000');
  });

  it('K-38 with no fee: "You will not be charged a cancellation fee"', () => {
    const d = cancellationDecision({ policy: policy(24), appointment: appt('2026-06-05', '09:00'), now: '2026-06-01T14:00:00Z', hasCardOnFile: false });
    expect(d).toEqual({ kind: 'no-fee', canCancel: true, feeDollars: 0, key: 'no-cancellation-fee' });
    expect(cancellationMessage(d, flowText)).toBe('You will not be charged a cancellation fee');
  });

  it('K-36 the fee message keeps the "$…00" form and shows cents when the fee has them', () => {
    const template = flowTemplate('cancellation-fee');
    expect(template).toBe('You will be charged a ${fee}.00 cancellation fee');
    expect(fillCancellationFee(template, 40)).toBe('You will be charged a $40.00 cancellation fee');
    expect(fillCancellationFee(template, 25.5)).toBe('You will be charged a $25.50 cancellation fee');
  });

  it('K-36 the fee is rounded to the cent as written, like every wire amount ($1.005 → $1.01)', () => {
    // 1.005 × 100 is 100.49999… in binary floating point.
    const d = cancellationDecision({ policy: policy(48, 1.005), appointment: appt('2026-06-01', '09:00'), now: '2026-06-01T12:00:00Z', hasCardOnFile: true });
    expect(d).toMatchObject({ kind: 'fee', feeDollars: 1.01, key: 'cancellation-fee' });
    expect(cancellationMessage(d, flowText)).toBe('You will be charged a $1.01 cancellation fee');
    const template = flowTemplate('cancellation-fee');
    expect(fillCancellationFee(template, 1.005)).toBe('You will be charged a $1.01 cancellation fee');
    expect(fillCancellationFee(template, 0.29)).toBe('You will be charged a $0.29 cancellation fee');
  });

  it('K-35 no fee when the provider does not charge one, or the fee amount is 0 or missing', () => {
    const a = appt('2026-06-01', '12:00');
    const now = '2026-06-01T14:00:00Z';
    expect(decide({ ...policy(24), chargesFee: false }, a, now)).toBe('no-fee');
    expect(decide({ ...policy(24), chargesFee: null }, a, now)).toBe('no-fee');
    expect(decide(policy(24, 0), a, now)).toBe('no-fee');
    expect(decide({ chargesFee: true, cutOffHours: 24 }, a, now)).toBe('no-fee');
  });

  it('K-35 an appointment without a date carries no fee', () => {
    expect(decide(policy(24), { status: 'scheduled', date: null }, '2026-06-01T14:00:00Z')).toBe('no-fee');
  });

  it('K-15 K-68 a card is on file from has_credit_card, square_card_id or a Stripe/Square last4', () => {
    expect(hasCardOnFile({ appointment: { has_credit_card: true } })).toBe(true);
    expect(hasCardOnFile({ appointment: { square_card_id: 'ccof:1' } })).toBe(true);
    expect(hasCardOnFile({ customer: { stripe_last4: '4242' } })).toBe(true);
    expect(hasCardOnFile({ customer: { square_last4: '1111' } })).toBe(true);
    expect(hasCardOnFile({ appointment: { has_credit_card: false }, customer: { stripe_last4: '' } })).toBe(false);
    expect(hasCardOnFile({})).toBe(false);
  });
});

describe('cancellation fee — cut-off boundary (inclusive: "at or below" the cut-off the fee applies)', () => {
  // 2026-06-02 09:00 in New York (EDT) = 13:00Z.
  const a = appt('2026-06-02', '09:00');

  it('K-35 exactly at the cut-off hour the fee applies', () => {
    expect(decide(policy(24), a, '2026-06-01T13:00:00.000Z')).toBe('fee');
  });
  it('K-35 one millisecond before the cut-off there is no fee', () => {
    expect(decide(policy(24), a, '2026-06-01T12:59:59.999Z')).toBe('no-fee');
  });
  it('K-35 after the start time has passed the fee applies, even with a 0-hour cut-off', () => {
    expect(decide(policy(0), a, '2026-06-02T13:00:00.001Z')).toBe('fee');
    expect(decide(policy(0), a, '2026-06-02T13:00:00.000Z')).toBe('fee');
    expect(decide(policy(0), a, '2026-06-02T12:59:59.999Z')).toBe('no-fee');
  });
  it('K-35 a missing or negative cut-off counts as 0 hours', () => {
    const p = { chargesFee: true, feeDollars: 25 };
    expect(decide(p, a, '2026-06-02T12:00:00Z')).toBe('no-fee');
    expect(decide({ ...p, cutOffHours: -5 }, a, '2026-06-02T14:00:00Z')).toBe('fee');
  });
  it('K-35 a start stored SQL-style ("2026-06-02 13:00:00+00:00") is the real start, not 08:00 on the date', () => {
    const a: AppointmentLike = { status: 'scheduled', date: '2026-06-02', confirmed_appointment_start_time: '2026-06-02 13:00:00+00:00', customer_address: NY };
    // 09:00 in New York; 08:00 would be 12:00Z. With a 1-hour cut-off, 12:00:00Z is exactly at the cut-off.
    expect(decide(policy(1), a, '2026-06-02T12:00:00Z')).toBe('fee');
    expect(decide(policy(1), a, '2026-06-02T11:59:59.999Z')).toBe('no-fee');
  });

  it('K-35 the same instant written with another offset gives the same decision', () => {
    expect(decide(policy(24), a, '2026-06-01T22:00:00+09:00')).toBe('fee');
    expect(decide(policy(24), a, '2026-06-01T08:59:59.999-04:00')).toBe('no-fee');
    expect(decide(policy(24), a, new Date(Date.UTC(2026, 5, 1, 13)))).toBe('fee');
  });
});

describe('cancellation fee — across DST changes in America/New_York (elapsed hours)', () => {
  it('K-35 spring forward 2026-03-08: 09:00 the day before to 09:00 on the day is 23 real hours', () => {
    const a = appt('2026-03-08', '09:00'); // 13:00Z (EDT)
    const now = '2026-03-07T14:00:00Z'; // 09:00 EST on the 7th
    expect(decide(policy(23), a, now)).toBe('fee'); // exactly 23 h: inclusive
    expect(decide(policy(22), a, now)).toBe('no-fee');
    expect(decide(policy(24), a, '2026-03-07T13:00:00Z')).toBe('fee'); // exactly 24 h before
    expect(decide(policy(24), a, '2026-03-07T12:59:59.999Z')).toBe('no-fee');
  });

  it('K-35 fall back 2026-11-01: 09:00 the day before to 09:00 on the day is 25 real hours', () => {
    const a = appt('2026-11-01', '09:00'); // 14:00Z (EST)
    const now = '2026-10-31T13:00:00Z'; // 09:00 EDT on the 31st
    expect(decide(policy(24), a, now)).toBe('no-fee');
    expect(decide(policy(25), a, now)).toBe('fee');
    expect(decide(policy(24), a, '2026-10-31T14:00:00Z')).toBe('fee');
  });

  it('K-35 a start inside the repeated hour takes the first 01:30 (EDT); one inside the skipped hour moves to 03:30 EDT', () => {
    expect(appointmentStartInstant(appt('2026-11-01', '01:30'))?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(appointmentStartInstant(appt('2026-03-08', '02:30'))?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(decide(policy(2), appt('2026-11-01', '01:30'), '2026-11-01T03:30:00Z')).toBe('fee');
    expect(decide(policy(2), appt('2026-11-01', '01:30'), '2026-11-01T03:29:59Z')).toBe('no-fee');
  });

  it('K-35 the cut-off uses the location zone: the same wall time in Los Angeles starts 3 hours later', () => {
    const la = appt('2026-06-02', '09:00', { time_zone: 'America/Los_Angeles' }); // 16:00Z
    expect(decide(policy(24), la, '2026-06-01T15:59:59Z')).toBe('no-fee');
    expect(decide(policy(24), la, '2026-06-01T16:00:00Z')).toBe('fee');
  });
});

describe('cancellation fee — properties (identical under TZ=UTC and TZ=Asia/Tokyo)', () => {
  const zones = ['America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Europe/London'];
  // Days of the 2026–2027 DST changes of those zones (Lord Howe's clocks move by 30 minutes, not an hour).
  const dstDaysByZone: Record<string, string[]> = {
    'America/New_York': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
    'America/Los_Angeles': ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'],
    'Europe/London': ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'],
    'Australia/Lord_Howe': ['2026-04-05', '2026-10-04', '2027-04-04', '2027-10-03'],
  };
  const dstDays = [...new Set(Object.values(dstDaysByZone).flat())];
  const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
  // Calendar dates around those DST changes and the rest of 2026–2027.
  const date = fc.oneof(
    fc.tuple(fc.constantFrom(...dstDays), fc.integer({ min: -1, max: 1 })).map(([day, n]) => plusDays(day, n)),
    fc.integer({ min: -3, max: 3 }).map((d) => plusDays('2026-03-08', d)),
    fc.integer({ min: -3, max: 3 }).map((d) => plusDays('2026-11-01', d)),
    fc.integer({ min: 0, max: 729 }).map((d) => plusDays('2026-01-01', d)),
  );
  const clock = (q: number) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
  // Quarter hours of the day, half the time in 00:00–03:45, where every DST change above happens.
  const time = fc.oneof(fc.integer({ min: 0, max: 95 }).map(clock), fc.integer({ min: 0, max: 15 }).map(clock));

  /**
   * Every instant whose wall clock in `zone` reads `${d}T${t}`, found without the code under test:
   * the zone's offsets (date-fns-tz) a day before, at and a day after the wall time, each tried.
   * One instant for an ordinary time, none in a DST gap, two in an overlap — whatever the size of
   * the shift (an hour in New York, 30 minutes on Lord Howe Island).
   */
  const readingsOf = (zone: string, d: string, t: string): number[] => {
    const naive = Date.parse(`${d}T${t}:00Z`);
    const wall = (ms: number) => formatInTimeZone(new Date(ms), zone, "yyyy-MM-dd'T'HH:mm");
    const offsets = new Set([-DAY, 0, DAY].map((k) => getTimezoneOffset(zone, new Date(naive + k))));
    return [...new Set([...offsets].map((o) => naive - o))].filter((ms) => wall(ms) === `${d}T${t}`).sort((a, b) => a - b);
  };

  it('K-35 decisions "Time": the start matches an independent zone conversion (date-fns-tz) outside DST gaps and overlaps', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), date, time, (zone, d, t) => {
        // Skip skipped (gap) and repeated (overlap) times of any shift size: date-fns-tz resolves
        // those differently under TZ=UTC and TZ=Asia/Tokyo (one reason this module does not use
        // it); the next property and the golden tests pin them.
        const readings = readingsOf(zone, d, t);
        fc.pre(readings.length === 1);
        const oracle = fromZonedTime(`${d}T${t}:00`, zone);
        expect(oracle.getTime()).toBe(readings[0]);
        expect(appointmentStartInstant(appt(d, t, { time_zone: zone }))?.getTime()).toBe(oracle.getTime());
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('K-35 decisions "Time": a repeated time takes the earlier instant and a skipped one moves forward by the shift, whatever its size', () => {
    const zoneAndDay = fc
      .constantFrom(...Object.keys(dstDaysByZone))
      .chain((zone) => fc.tuple(fc.constant(zone), fc.constantFrom(...dstDaysByZone[zone]!)));
    fc.assert(
      fc.property(zoneAndDay, time, ([zone, d], t) => {
        const readings = readingsOf(zone, d, t);
        const start = appointmentStartInstant(appt(d, t, { time_zone: zone }))!.getTime();
        if (readings.length > 0) {
          expect(start).toBe(readings[0]); // the only one, or the earlier of two
        } else {
          // In a gap: read with the offset in force before the jump, i.e. moved forward by the jump.
          const naive = Date.parse(`${d}T${t}:00Z`);
          const before = getTimezoneOffset(zone, new Date(naive - DAY));
          expect(getTimezoneOffset(zone, new Date(naive + DAY))).toBeGreaterThan(before);
          expect(start).toBe(naive - before);
          expect(formatInTimeZone(new Date(start), zone, 'HH:mm') > t).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('K-35 decisions "Time": Lord Howe half-hour shift — 01:30 on 2026-04-05 happens twice, 02:15 on 2026-10-04 never', () => {
    const lh = { time_zone: 'Australia/Lord_Howe' };
    // Fall back 2026-04-05 02:00 +11:00 → 01:30 +10:30: 01:30 and 01:45 repeat; the first (+11:00) is taken.
    expect(appointmentStartInstant(appt('2026-04-05', '01:30', lh))?.toISOString()).toBe('2026-04-04T14:30:00.000Z');
    expect(appointmentStartInstant(appt('2026-04-05', '01:45', lh))?.toISOString()).toBe('2026-04-04T14:45:00.000Z');
    expect(appointmentStartInstant(appt('2026-04-05', '02:00', lh))?.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    // Spring forward 2026-10-04 02:00 +10:30 → 02:30 +11:00: 02:15 moves 30 minutes on, to 02:45 +11:00.
    expect(appointmentStartInstant(appt('2026-10-04', '02:15', lh))?.toISOString()).toBe('2026-10-03T15:45:00.000Z');
    expect(appointmentStartInstant(appt('2026-10-04', '02:30', lh))?.toISOString()).toBe('2026-10-03T15:30:00.000Z');
    // The cut-off counts real hours from the first 01:30: 24 hours before is 01:30 +11:00 on the 4th.
    expect(decide(policy(24), appt('2026-04-05', '01:30', lh), '2026-04-03T14:30:00Z')).toBe('fee');
    expect(decide(policy(24), appt('2026-04-05', '01:30', lh), '2026-04-03T14:29:59.999Z')).toBe('no-fee');
  });

  it('K-35 fee iff now is at or after start − cut-off, whatever the zone, date or offset of "now"', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        date,
        time,
        fc.integer({ min: 0, max: 96 }),
        fc.oneof(fc.constantFrom(-1, 0, 1, -H, H), fc.integer({ min: -5 * 24 * H, max: 5 * 24 * H })),
        fc.boolean(),
        (zone, d, t, cutOff, deltaMs, asIsoString) => {
          const a = appt(d, t, { time_zone: zone });
          const start = appointmentStartInstant(a)!.getTime();
          const nowMs = start - cutOff * H + deltaMs;
          const now = asIsoString ? new Date(nowMs).toISOString() : new Date(nowMs);
          const expected = deltaMs >= 0 ? 'fee' : 'no-fee';
          expect(decide(policy(cutOff), a, now)).toBe(expected);
          expect(decide(policy(cutOff), a, now, false)).toBe(expected === 'fee' ? 'call-us' : 'no-fee');
          expect(cancellationFeeApplies(policy(cutOff), new Date(start), now)).toBe(deltaMs >= 0);
        },
      ),
      { numRuns: 5000 },
    );
  }, 60_000);

  it('K-35 golden decisions computed from fixed UTC instants hold in every process zone', () => {
    const cases: [AppointmentLike, string, number, string][] = [
      [appt('2026-03-08', '09:00'), '2026-03-07T14:00:00Z', 23, 'fee'],
      [appt('2026-03-08', '09:00'), '2026-03-07T13:59:59Z', 23, 'no-fee'],
      [appt('2026-11-01', '09:00'), '2026-10-31T14:00:00Z', 24, 'fee'],
      [appt('2026-11-01', '09:00'), '2026-10-31T13:59:59Z', 24, 'no-fee'],
      [appt('2026-07-04', '08:00', { time_zone: 'Asia/Kolkata' }), '2026-07-03T02:30:00Z', 24, 'fee'],
      [appt('2026-07-04', '08:00', { time_zone: 'Asia/Kolkata' }), '2026-07-03T02:29:59Z', 24, 'no-fee'],
    ];
    for (const [a, now, cutOff, kind] of cases) expect(decide(policy(cutOff), a, now)).toBe(kind);
  });
});

describe('cancellation fee — the named fact (K-35..K-38)', () => {
  // 2026-06-02 09:00 in New York (EDT) = 13:00Z.
  const a = appt('2026-06-02', '09:00');
  const fact = (p: CancellationPolicy, now: string, card = true) =>
    cancellationFeeFact(5001, { policy: p, appointment: a, now, hasCardOnFile: card, phone: '(555) 010-0000' });

  it('K-35 K-36 within the cut-off with a card: the start on the location clock, the hours to it, the cut-off and the fee', () => {
    expect(fact(policy(24), '2026-06-02T10:00:00Z')).toEqual({
      name: 'cancellationFee#5001',
      value: { applies: true, cents: 2500, canCancel: true },
      because: 'starts Tue, Jun 2, 9:00 AM EDT, 3 h from now, within the 24 h cut-off: a card on file: $25.00',
    });
  });

  it('K-37 within the cut-off without a card: the customer must call', () => {
    expect(fact(policy(24), '2026-06-01T14:30:00Z', false)).toEqual({
      name: 'cancellationFee#5001',
      value: { applies: true, cents: 2500, canCancel: false },
      because: 'starts Tue, Jun 2, 9:00 AM EDT, 22.5 h from now, within the 24 h cut-off: no card on file: cancel by calling ($25.00)',
    });
  });

  it('K-38 outside the cut-off, after the start, and when no fee can apply', () => {
    expect(fact(policy(24), '2026-05-31T13:00:00Z')).toMatchObject({
      value: { applies: false, cents: 0, canCancel: true },
      because: 'starts Tue, Jun 2, 9:00 AM EDT, 48 h from now, outside the 24 h cut-off: no fee',
    });
    expect(fact(policy(0), '2026-06-02T16:00:00Z').because).toBe('starts Tue, Jun 2, 9:00 AM EDT, 3 h ago (the start has passed): a card on file: $25.00');
    expect(fact({ ...policy(24), chargesFee: false }, '2026-06-02T10:00:00Z').because).toBe('the provider charges no cancellation fee: no fee');
    expect(fact(policy(24, 0), '2026-06-02T10:00:00Z').because).toBe('the cancellation fee is $0.00: no fee');
    expect(
      cancellationFeeFact(5006, { policy: policy(24), appointment: { status: 'scheduled', date: null }, now: '2026-06-02T10:00:00Z', hasCardOnFile: true }),
    ).toEqual({ name: 'cancellationFee#5006', value: { applies: false, cents: 0, canCancel: true }, because: 'no date yet, so no start to count from: no fee' });
  });

  it('K-35 the fact always agrees with the decision', () => {
    fc.assert(
      fc.property(fc.integer({ min: -72, max: 72 }), fc.integer({ min: 0, max: 48 }), fc.boolean(), fc.boolean(), (hoursBefore, cutOff, card, charges) => {
        const now = new Date(Date.UTC(2026, 5, 2, 13) - hoursBefore * 3_600_000);
        const input = { policy: { ...policy(cutOff), chargesFee: charges }, appointment: a, now, hasCardOnFile: card };
        const d = cancellationDecision(input);
        const f = cancellationFeeFact(1, input);
        expect(f.value).toEqual({ applies: d.kind !== 'no-fee', cents: Math.round(d.feeDollars * 100), canCancel: d.canCancel });
      }),
    );
  });
});
