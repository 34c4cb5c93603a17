import { brand } from './brand';
import { podcast } from './podcast';

const mailto = (subject: string) => `mailto:${brand.email}?subject=${encodeURIComponent(subject)}`;

/** Where to follow the podcast (other sites, in a new tab), and the two mail links with their preset subjects. */
export const podcastLinks = {
  follow: [
    { label: 'Κανάλι YouTube', href: brand.social.youtube, newTab: true },
    { label: 'Instagram', href: brand.social.instagram, newTab: true },
    ...podcast.platforms
      .filter((platform) => platform.name === 'Spotify' || platform.name === 'Apple Podcasts')
      .map((platform) => ({ label: platform.name, href: platform.url, newTab: true })),
  ],
  mail: [
    { label: 'Στείλε ερώτηση', href: mailto(`Ερώτηση για το ${podcast.title}`), newTab: false },
    { label: 'Πρότεινε καλεσμένο', href: mailto(`Πρόταση καλεσμένου για το ${podcast.title}`), newTab: false },
  ],
} as const;
