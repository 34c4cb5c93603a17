import { describe, expect, it } from 'vitest';
import { publishTime, publishTimeMessages } from './publishTime';

// 29 November 2026, 12:00 in Athens (winter time, UTC+2).
const now = Date.UTC(2026, 10, 29, 10, 0);

describe('when staff publish', () => {
  it('is now with both fields empty, and at an Athens date and time otherwise', () => {
    expect(publishTime('', '', now)).toEqual({ ok: true });
    expect(publishTime(' ', ' ', now)).toEqual({ ok: true });
    expect(publishTime('2026-12-01', '09:00', now)).toEqual({ ok: true, at: new Date('2026-12-01T07:00:00.000Z') });
    // Summer time: UTC+3.
    expect(publishTime('2027-06-01', '09:00', now)).toEqual({ ok: true, at: new Date('2027-06-01T06:00:00.000Z') });
  });

  it('says in Greek which field is missing or wrong', () => {
    expect(publishTime('2026-12-01', '', now)).toEqual({ ok: false, field: 'time', message: publishTimeMessages.needsTime });
    expect(publishTime('', '09:00', now)).toEqual({ ok: false, field: 'date', message: publishTimeMessages.needsDate });
    expect(publishTime('2026-02-30', '09:00', now)).toMatchObject({ ok: false, message: publishTimeMessages.invalid });
    // The hour skipped when summer time starts, 28 March 2027 03:00-04:00 in Athens.
    expect(publishTime('2027-03-28', '03:30', now)).toMatchObject({ ok: false, message: publishTimeMessages.invalid });
    expect(publishTime('2026-11-29', '12:00', now)).toMatchObject({ ok: false, field: 'time', message: publishTimeMessages.past });
    expect(publishTime('2026-11-29', '11:00', now)).toMatchObject({ ok: false, message: publishTimeMessages.past });
    expect(publishTime('2028-01-01', '09:00', now)).toMatchObject({ ok: false, field: 'date', message: publishTimeMessages.tooFar });
    expect(publishTime('<script>', '25:99', now)).toMatchObject({ ok: false, message: publishTimeMessages.invalid });
  });
});
