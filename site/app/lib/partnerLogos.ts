import type { PartnerLogo } from '@cg/ui';
import { drawnPartnerLogo } from '@cg/content/media';
import { partnerList } from '@cg/content/partnerList';
import { contentLogo } from './contentPicture';

/** The partners as the home page and /foreis draw them: each one's uploaded logo, or the site's own mark where it has none. */
export const partnerLogos: readonly PartnerLogo[] = partnerList.items.map((partner, index) =>
  partner.logo ? contentLogo(partner.name, partner.logo) : drawnPartnerLogo(partner.name, index),
);
