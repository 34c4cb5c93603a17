import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testClient.ts';
import { contentPictureMessages, contentPictureRules, pictureDimensions, sniffPictureType, uploadContentPicture } from './pictures.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const webp = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ');
const avif = bytes([0, 0, 0, 0x20], 'ftypavif');
const measured = (width: number, height: number) => async () => ({ width, height });
const created = () => new Response(JSON.stringify({ Key: 'x' }), { status: 200 });

describe('a picture staff upload', () => {
  it('is known by its own bytes, not its name: a text file called .jpg is no picture', () => {
    expect([jpeg, png, webp, avif].map(sniffPictureType)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
    expect(sniffPictureType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPictureType(bytes('GIF89a'))).toBeNull();
    expect(sniffPictureType(new Uint8Array())).toBeNull();
  });

  it('goes up under a new name that carries its dimensions and its true type', async () => {
    const { client, requests } = recordingClient(created);
    const file = new Blob([png], { type: 'image/jpeg' });
    const result = await uploadContentPicture(client, 'team', file, measured(800, 600), () => 'a1b2c3d4-0000');
    expect(result).toEqual({ ok: true, path: 'team/a1b2c3d4-0000-800x600.png' });
    expect(requests.map((request) => [request.method, request.url.pathname])).toEqual([
      ['POST', '/storage/v1/object/content-images/team/a1b2c3d4-0000-800x600.png'],
    ]);
    expect(pictureDimensions('team/a1b2c3d4-0000-800x600.png')).toEqual({ width: 800, height: 600 });
  });

  it('is refused before anything is sent, in Greek: not a picture, too heavy, unreadable, too small, too big', async () => {
    const { client, requests } = recordingClient(created);
    const upload = (file: Blob, measure = measured(800, 800)) => uploadContentPicture(client, 'team', file, measure);
    expect(await upload(new Blob(['hello'], { type: 'image/png' }))).toEqual({ ok: false, message: contentPictureMessages.notAPicture });
    const heavy = new Blob([jpeg, new Uint8Array(contentPictureRules.maxBytes)]);
    expect(await upload(heavy)).toEqual({ ok: false, message: contentPictureMessages.tooLarge });
    const broken = async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    };
    expect(await upload(new Blob([jpeg]), broken)).toEqual({ ok: false, message: contentPictureMessages.unreadable });
    expect(await upload(new Blob([jpeg]), measured(1200, 300))).toEqual({ ok: false, message: contentPictureMessages.tooSmall(1200, 300) });
    expect(contentPictureMessages.tooSmall(1200, 300)).toMatch(/^Η φωτογραφία είναι 1200 × 300 pixel: χρειάζεται τουλάχιστον 400/);
    expect(await upload(new Blob([jpeg]), measured(6001, 4000))).toEqual({ ok: false, message: contentPictureMessages.tooBig(6001, 4000) });
    expect(requests).toHaveLength(0);
  });

  it('as a partner’s logo, needs only to fill its box’s double on one side: a wide logo or a tall one goes up', async () => {
    const { client, requests } = recordingClient(created);
    const logo = (width: number, height: number) =>
      uploadContentPicture(client, 'partners', new Blob([png]), measured(width, height), () => 'a1b2c3d4-0000');
    expect(await logo(1200, 90)).toEqual({ ok: true, path: 'partners/a1b2c3d4-0000-1200x90.png' });
    expect(await logo(200, 160)).toEqual({ ok: true, path: 'partners/a1b2c3d4-0000-200x160.png' });
    expect(await logo(399, 159)).toEqual({ ok: false, message: contentPictureMessages.logoTooSmall(399, 159) });
    expect(contentPictureMessages.logoTooSmall(399, 159)).toMatch(
      /^Το λογότυπο είναι 399 × 159 pixel: χρειάζεται τουλάχιστον 400 pixel πλάτος ή 160 ύψος/,
    );
    expect(requests).toHaveLength(2);
  });

  it('as a page’s hero, must fill the widest copy the build makes, 1440 × 1080, on both sides', async () => {
    const { client, requests } = recordingClient(created);
    const hero = (width: number, height: number) =>
      uploadContentPicture(client, 'heroes', new Blob([jpeg]), measured(width, height), () => 'a1b2c3d4-0000');
    expect(await hero(4032, 3024)).toEqual({ ok: true, path: 'heroes/a1b2c3d4-0000-4032x3024.jpg' });
    expect(await hero(1440, 1080)).toEqual({ ok: true, path: 'heroes/a1b2c3d4-0000-1440x1080.jpg' });
    // A team photo's 800 × 800 and a wide strip too low to cut 4:3 from, each refused with its own numbers.
    expect(await hero(800, 800)).toEqual({ ok: false, message: contentPictureMessages.heroTooSmall(800, 800) });
    expect(await hero(3000, 1000)).toEqual({ ok: false, message: contentPictureMessages.heroTooSmall(3000, 1000) });
    expect(contentPictureMessages.heroTooSmall(800, 800)).toMatch(
      /^Η φωτογραφία είναι 800 × 800 pixel: η κεντρική φωτογραφία μιας σελίδας χρειάζεται τουλάχιστον 1440 × 1080/,
    );
    expect(requests).toHaveLength(2);
  });
  it('as a video’s picture, must fill the 16:9 copy the build makes, 960 × 540, in either video kind’s folder', async () => {
    const { client, requests } = recordingClient(created);
    const poster = (folder: string, width: number, height: number) =>
      uploadContentPicture(client, folder, new Blob([webp]), measured(width, height), () => 'a1b2c3d4-0000');
    expect(await poster('videos', 1920, 1080)).toEqual({ ok: true, path: 'videos/a1b2c3d4-0000-1920x1080.webp' });
    expect(await poster('page-videos', 960, 540)).toEqual({ ok: true, path: 'page-videos/a1b2c3d4-0000-960x540.webp' });
    // A team photo's square passes a photo's rule but is too low for 16:9 at 960.
    expect(await poster('videos', 800, 800)).toEqual({ ok: false, message: contentPictureMessages.posterTooSmall(800, 800) });
    expect(await poster('page-videos', 1280, 500)).toEqual({ ok: false, message: contentPictureMessages.posterTooSmall(1280, 500) });
    expect(contentPictureMessages.posterTooSmall(800, 800)).toMatch(
      /^Η εικόνα είναι 800 × 800 pixel: η εικόνα ενός βίντεο χρειάζεται τουλάχιστον 960 × 540/,
    );
    expect(requests).toHaveLength(2);
  });

  it('refused by the storage or unanswered: the Greek message', async () => {
    const tooLarge = recordingClient(() =>
      Response.json(
        { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
        { status: 413 },
      ),
    );
    expect(await uploadContentPicture(tooLarge.client, 'team', new Blob([jpeg]), measured(800, 800))).toEqual({
      ok: false,
      message: contentPictureMessages.tooLarge,
    });
    const offline = recordingClient(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await uploadContentPicture(offline.client, 'team', new Blob([jpeg]), measured(800, 800))).toEqual({
      ok: false,
      message: contentPictureMessages.unreachable,
    });
  });

  it('takes the types and the size the bucket’s migration gives it', () => {
    const migration = readFileSync(new URL('../../../../supabase/migrations/20261211140000_content_images.sql', import.meta.url), 'utf8');
    const bucket = /\('content-images', 'content-images', true, (\d+), array\[([^\]]+)\]\)/.exec(migration);
    expect(Number(bucket?.[1])).toBe(contentPictureRules.maxBytes);
    expect(bucket?.[2]?.split(',').map((type) => type.trim().replace(/'/g, ''))).toEqual(Object.keys(contentPictureRules.types));
  });
});
