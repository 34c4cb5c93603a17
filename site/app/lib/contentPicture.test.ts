import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoPoster } from '@cg/content/media';
import { contentPoster } from './contentPicture';

const uploaded = { path: 'page-videos/d1e2f3a4-0000-1920x1200.png' };

describe('a video’s picture staff uploaded', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('in a build, is the build’s 16:9 WebP copy at the size of the site’s own posters, so the page weighs the same', () => {
    vi.stubEnv('CONTENT_PICTURES_BUILT', 'true');
    const { width, height } = videoPoster(1);
    expect(contentPoster(uploaded)).toEqual({ src: '/media/content/page-videos-d1e2f3a4-0000-1920x1200-960.webp', width, height });
  });

  it('outside a build (the draft’s preview), is the stored picture, in the same box', () => {
    vi.stubEnv('CONTENT_PICTURES_BUILT', '');
    expect(contentPoster(uploaded)).toEqual({
      src: expect.stringMatching(/\/storage\/v1\/object\/public\/content-images\/page-videos\/d1e2f3a4-0000-1920x1200\.png$/),
      width: 960,
      height: 540,
    });
  });
});
