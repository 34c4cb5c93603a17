import type { HeroProps } from '@cg/ui';
import type { PageHeroes } from '@cg/data/contentHeroes';
import { pageHeroes } from '@cg/content/heroes';
import { heroImage } from '@cg/content/media';
import { contentHeroImage } from './contentPicture';

/**
 * A page's hero as the «page-heroes» document publishes it (decision 036): its words, and the picture staff uploaded
 * or, without one, the project's own. The page draws it and its route preloads the same picture.
 */
export function pageHero(page: keyof PageHeroes): HeroProps {
  const { picture, ...words } = pageHeroes[page];
  return { ...words, image: picture ? contentHeroImage(picture) : heroImage };
}
