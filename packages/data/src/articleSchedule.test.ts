import { describe, expect, it } from 'vitest';
import { recordingClient } from './testClient';
import { articleScheduleMessages, scheduleArticle } from './articleSchedule';
import { articleGoneMessage } from './articles';

const id = '00000000-0000-4000-8000-00000000b111';

describe('scheduling an article', () => {
  it('writes the moment as an instant, and takes it away with null', async () => {
    const { client, requests } = recordingClient(() => Response.json([{ status: 'draft' }]));
    expect(await scheduleArticle(client, id, new Date('2026-12-12T07:00:00Z'))).toEqual({ ok: true, data: null });
    expect(await scheduleArticle(client, id, null)).toEqual({ ok: true, data: null });
    expect(requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { scheduled_for: '2026-12-12T07:00:00.000Z' },
      { scheduled_for: null },
    ]);
    expect(requests[0]!.method).toBe('PATCH');
  });

  it('answers in Greek when the database refuses the moment, the article is gone, or it was published meanwhile', async () => {
    const refusing = recordingClient(() =>
      Response.json({ code: '22023', message: 'an article is scheduled for the future' }, { status: 400 }),
    );
    expect(await scheduleArticle(refusing.client, id, new Date())).toMatchObject({ ok: false, message: articleScheduleMessages.refused });
    const gone = recordingClient(() => Response.json([]));
    expect(await scheduleArticle(gone.client, id, new Date())).toMatchObject({ ok: false, message: articleGoneMessage });
    const published = recordingClient(() => Response.json([{ status: 'published' }]));
    expect(await scheduleArticle(published.client, id, new Date())).toMatchObject({
      ok: false,
      message: articleScheduleMessages.published,
    });
  });
});
