import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consentFields, readConsent, retention } from './privacy';

const now = Date.parse('2026-11-26T12:00:00Z');
const fields = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const answer = (choice: string, at: string, version = '1.0') =>
  fields({ [consentFields.choice]: choice, [consentFields.at]: at, [consentFields.noticeVersion]: version });

describe('the answer a submission carries', () => {
  it('is read when it is whole: granted or denied, when, under which version of the notice', () => {
    expect(readConsent(answer('granted', '2026-11-20T10:00:00.000Z'), now)).toEqual({
      choice: 'granted',
      at: '2026-11-20T10:00:00.000Z',
      noticeVersion: '1.0',
    });
    expect(readConsent(answer('denied', '2026-01-01T00:00:00Z', '2.1'), now)).toEqual({
      choice: 'denied',
      at: '2026-01-01T00:00:00.000Z',
      noticeVersion: '2.1',
    });
  });

  it('is none (no conversion) when it is missing, unknown, from the future, older than the notice allows, or malformed', () => {
    for (const carried of [
      fields({}),
      answer('yes', '2026-11-20T10:00:00Z'),
      answer('granted', '2026-11-26T12:05:00Z'),
      answer('granted', '2025-11-01T00:00:00Z'),
      answer('granted', 'yesterday'),
      answer('granted', '2026-11-20T10:00:00Z', '1.0; drop table'),
      answer('granted', '2026-11-20T10:00:00Z', ''),
    ]) {
      expect(readConsent(carried, now)).toBeNull();
    }
  });
});

describe('the retention windows', () => {
  it('are the database’s defaults too', () => {
    const migrations = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
    const sql = readdirSync(migrations)
      .map((name) => readFileSync(`${migrations}${name}`, 'utf8'))
      .join('\n');
    expect(sql).toContain(`lead_months integer not null default ${retention.leadMonths}`);
    expect(sql).toContain(`download_months integer not null default ${retention.downloadMonths}`);
    expect(sql).toContain(`registration_days integer not null default ${retention.registrationDays}`);
    expect(sql).toContain(`raw_days integer not null default ${retention.pageEventDays}`);
    expect(sql).toContain(`traffic_months integer not null default ${retention.trafficMonths}`);
    expect(sql).toContain(`report_days integer not null default ${retention.policyReportDays}`);
  });
});
