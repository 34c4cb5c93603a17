import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clockFile } from './clockFile';

const folder = mkdtempSync(join(tmpdir(), 'clock-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('clockFile', () => {
  it('reads the instant the file holds, at every call, and the real time without the file or an instant', () => {
    const path = join(folder, 'clock');
    const now = clockFile(path);
    const real = Date.now();
    expect(now()).toBeGreaterThanOrEqual(real);
    writeFileSync(path, '2099-12-14T07:00:00Z\n');
    expect(now()).toBe(Date.parse('2099-12-14T07:00:00Z'));
    writeFileSync(path, '2099-07-14T06:00:00Z');
    expect(now()).toBe(Date.parse('2099-07-14T06:00:00Z'));
    writeFileSync(path, 'αύριο');
    expect(now()).toBeGreaterThanOrEqual(real);
    rmSync(path);
    expect(now()).toBeLessThan(Date.parse('2099-01-01'));
  });
});
