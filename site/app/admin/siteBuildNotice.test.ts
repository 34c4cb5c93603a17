import { describe, expect, it } from 'vitest';
import type { SiteBuild, SiteBuildStatus } from '@cg/data';
import { siteBuildNotice } from './siteBuildNotice';

const now = Date.parse('2026-11-30T10:00:00Z');
const titleOf = (key: string) => ({ company: 'Στοιχεία της εταιρείας' })[key];
const build = (fields: Partial<SiteBuild>): SiteBuild => ({
  startedAt: '2026-11-30T09:50:00Z',
  finishedAt: '2026-11-30T09:53:00Z',
  outcome: 'succeeded',
  failure: null,
  document: null,
  ...fields,
});
const status = (fields: Partial<SiteBuildStatus>): SiteBuildStatus => ({
  latest: null,
  lastGoodAt: null,
  requestedAt: null,
  sentAt: null,
  ...fields,
});

describe('what staff read of the builds', () => {
  it('a failed build: when (Athens time), why in words, the document by its title, and which pages visitors still see', () => {
    const notice = siteBuildNotice(
      status({
        latest: build({ outcome: 'failed', failure: 'content-invalid', document: 'company', finishedAt: '2026-11-30T09:52:00Z' }),
        lastGoodAt: '2026-11-29T16:05:00Z',
      }),
      { now, titleOf },
    );
    expect(notice.tone).toBe('critical');
    expect(notice.retry).toBe(true);
    expect(notice.lines).toEqual([
      'Η ανανέωση των σελίδων στις 11:50, 30 Νοεμβρίου 2026 απέτυχε: το έγγραφο «Στοιχεία της εταιρείας» δεν ταιριάζει πια με τη μορφή που περιμένουν οι σελίδες. Ανοίξτε το, διορθώστε τα σημειωμένα πεδία και δημοσιεύστε ξανά.',
      'Οι επισκέπτες βλέπουν ακόμη τις σελίδες της ανανέωσης στις 18:05, 29 Νοεμβρίου 2026.',
    ]);
  });

  it('a build that ended well, and a change that waits for the next', () => {
    expect(siteBuildNotice(status({ latest: build({}) }), { now, titleOf })).toEqual({
      tone: 'positive',
      lines: ['Οι σελίδες ανανεώθηκαν στις 11:53, 30 Νοεμβρίου 2026 με ό,τι είχε δημοσιευτεί ως τότε.'],
      retry: false,
      changing: false,
    });
    const waiting = siteBuildNotice(status({ latest: build({}), requestedAt: '2026-11-30T09:58:00Z' }), { now, titleOf });
    expect(waiting.lines[1]).toBe('Μια νεότερη αλλαγή περιμένει την επόμενη ανανέωση.');
    expect(waiting.changing).toBe(true);
  });

  it('a running build is read again until it ends; one silent for half an hour is a failure that offers a new build', () => {
    const running = siteBuildNotice(status({ latest: build({ outcome: 'building', finishedAt: null }) }), { now, titleOf });
    expect(running).toMatchObject({ tone: 'busy', retry: false, changing: true });
    const silent = siteBuildNotice(
      status({ latest: build({ outcome: 'building', finishedAt: null, startedAt: '2026-11-30T09:20:00Z' }) }),
      { now, titleOf },
    );
    expect(silent).toMatchObject({ tone: 'critical', retry: true });
    expect(silent.lines[1]).toBe('Οι επισκέπτες βλέπουν ακόμη τις σελίδες της τελευταίας επιτυχημένης ανανέωσης.');
  });

  it('no build reported yet, and a failure without a reason or a known document', () => {
    expect(siteBuildNotice(status({}), { now, titleOf }).lines).toEqual(['Καμία ανανέωση δεν έχει αναφερθεί ακόμη.']);
    const unknown = siteBuildNotice(status({ latest: build({ outcome: 'failed', failure: null }) }), { now, titleOf });
    expect(unknown.lines[0]).toMatch(/απέτυχε: σφάλμα κατά την κατασκευή των σελίδων/);
    const gone = siteBuildNotice(status({ latest: build({ outcome: 'failed', failure: 'content-invalid', document: 'team' }) }), {
      now,
      titleOf,
    });
    expect(gone.lines[0]).toContain('«team»');
  });
});
