import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnpublishableContent, type PublishedDocument } from '../../packages/data/src/content/published.ts';
import { buildContentPictures, picturesOf } from './contentPictures.ts';

const portrait = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a82e0' } })
    .png()
    .toBuffer();
const team = (path: string): PublishedDocument => ({
  key: 'about-team',
  kind: 'team',
  number: 2,
  data: {
    items: [
      { name: 'Ελένη', role: 'Ιδρύτρια', bio: 'Ψυχολόγος.', photo: { path, alt: 'Η Ελένη' } },
      { name: 'Νίκος', role: 'Τεστ', bio: 'Ερευνητής.' },
    ],
  },
});
const serving = (files: Record<string, Buffer | string>) => async (url: string) => {
  const name = url.split('/content-images/')[1]!;
  const body = files[name];
  return body === undefined
    ? new Response(`{"error":"not_found"}`, { status: 404 })
    : new Response(typeof body === 'string' ? body : new Uint8Array(body));
};
const path = 'team/a1b2c3d4-0000-800x600.png';

describe('the build’s files of staff’s pictures', () => {
  it('finds each picture the published documents name, with its document', () => {
    expect(picturesOf([team(path)])).toEqual([{ key: 'about-team', kind: 'team', path }]);
  });

  it('makes a square of every drawn width in AVIF and WebP, from the bucket’s picture', async () => {
    const built = await buildContentPictures('http://backend', [team(path)], serving({ [path]: await portrait(800, 600) }));
    expect(built.map((file) => file.fileName)).toEqual(
      [80, 160, 240].flatMap((width) => ['avif', 'webp'].map((format) => `media/content/team-a1b2c3d4-0000-800x600-${width}.${format}`)),
    );
    const largest = await sharp(built.find((file) => file.fileName.endsWith('-240.avif'))!.source).metadata();
    expect([largest.width, largest.height, largest.format]).toEqual([240, 240, 'heif']);
  });

  it('draws a partner’s logo whole within its 200 × 80 box, on a transparent ground, once and twice over, in WebP', async () => {
    const logo = 'partners/e5f6a7b8-0000-1200x300.png';
    const partners: PublishedDocument = {
      key: 'partner-logos',
      kind: 'partners',
      number: 2,
      data: { items: [{ name: 'Φορέας', logo: { path: logo } }] },
    };
    const built = await buildContentPictures('http://backend', [partners], serving({ [logo]: await portrait(1200, 300) }));
    expect(built.map((file) => file.fileName)).toEqual(
      [200, 400].map((width) => `media/content/partners-e5f6a7b8-0000-1200x300-${width}.webp`),
    );
    const twice = sharp(built[1]!.source);
    const { width, height, hasAlpha } = await twice.metadata();
    expect([width, height, hasAlpha]).toEqual([400, 160, true]);
    // 1200 × 300 is 4:1, so within 5:2 it fills the width and leaves the top and bottom clear.
    const { data } = await twice.clone().extract({ left: 200, top: 0, width: 1, height: 160 }).raw().toBuffer({ resolveWithObject: true });
    expect([data[3], data[80 * 4 + 3]]).toEqual([0, 255]);
  });

  it('makes a page’s hero 4:3 at the four widths the Hero draws, in AVIF and WebP, cut from a wider photo', async () => {
    const photo = 'heroes/c9d0e1f2-0000-2000x1125.jpg';
    const heroes: PublishedDocument = {
      key: 'page-heroes',
      kind: 'heroes',
      number: 3,
      data: { students: { title: 'Τίτλος', picture: { path: photo, alt: 'Μαθήτρια' } } },
    };
    const jpeg = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#ffd166' } })
      .jpeg()
      .toBuffer();
    const built = await buildContentPictures('http://backend', [heroes], serving({ [photo]: jpeg }));
    expect(built.map((file) => file.fileName)).toEqual(
      [480, 768, 1024, 1440].flatMap((width) =>
        ['avif', 'webp'].map((format) => `media/content/heroes-c9d0e1f2-0000-2000x1125-${width}.${format}`),
      ),
    );
    const widest = await sharp(built.find((file) => file.fileName.endsWith('-1440.webp'))!.source).metadata();
    expect([widest.width, widest.height, widest.format]).toEqual([1440, 1080, 'webp']);
  });

  it('makes a video’s picture 16:9 at 960 in WebP, as the site’s own posters, for a page’s video as for a list’s', async () => {
    const still = 'page-videos/d1e2f3a4-0000-1920x1200.png';
    const listed = 'videos/e2f3a4b5-0000-1280x720.png';
    const pageVideos: PublishedDocument = {
      key: 'page-videos',
      kind: 'page-videos',
      number: 2,
      data: { students: { title: 'Μαθητές', poster: { path: still } } },
    };
    const interviews: PublishedDocument = {
      key: 'home-interviews',
      kind: 'videos',
      number: 2,
      data: { items: [{ title: 'Συνέντευξη', poster: { path: listed } }] },
    };
    const built = await buildContentPictures(
      'http://backend',
      [pageVideos, interviews],
      serving({ [still]: await portrait(1920, 1200), [listed]: await portrait(1280, 720) }),
    );
    expect(built.map((file) => file.fileName)).toEqual([
      'media/content/page-videos-d1e2f3a4-0000-1920x1200-960.webp',
      'media/content/videos-e2f3a4b5-0000-1280x720-960.webp',
    ]);
    const drawn = await sharp(built[0]!.source).metadata();
    expect([drawn.width, drawn.height, drawn.format]).toEqual([960, 540, 'webp']);
  });

  it('stops the build for a picture outside its document’s folder, or in a folder no page draws', async () => {
    for (const stray of ['heroes/a1b2c3d4-0000-800x600.png', 'posters/a1b2c3d4-0000-800x600.png']) {
      const failure = await buildContentPictures('http://backend', [team(stray)], serving({ [stray]: await portrait(800, 600) })).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(UnpublishableContent);
      expect((failure as Error).message).toMatch(/not in the folder of its kind \(team\)/);
    }
    const posters: PublishedDocument = { ...team('posters/a1b2c3d4-0000-800x600.png'), kind: 'posters' as PublishedDocument['kind'] };
    const failure = await buildContentPictures('http://backend', [posters], serving({})).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/in a folder no page draws/);
  });

  it('stops the build, naming the document, for a picture missing, not a picture, or not the size its name says', async () => {
    const attempts = [
      serving({}),
      serving({ [path]: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      serving({ [path]: await portrait(600, 800) }),
    ];
    for (const fetchBytes of attempts) {
      const failure = await buildContentPictures('http://backend', [team(path)], fetchBytes).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnpublishableContent);
      expect((failure as UnpublishableContent).key).toBe('about-team');
    }
  });
});
