import type { HeaderWidths, NavGroup, NavItem, SocialLink } from '@cg/ui';
import { brand } from './brand';

export const careerGuidanceMenu: NavGroup = {
  label: 'Επαγγελματικός Προσανατολισμός',
  items: [
    { label: 'Μαθητές', href: '/students' },
    { label: 'Φοιτητές & Ενήλικες', href: '/university-students' },
    { label: 'Φορείς & Σχολεία', href: '/foreis' },
    { label: 'Τεστ Επαγγελματικού Προσανατολισμού', href: '/tests' },
    { label: 'Ημερίδες', href: '/imerides' },
    { label: 'Μηχανογραφικό', href: '/mixanografika' },
  ],
};

export const contactHref = '/#contact';

export const primaryLinks: readonly NavItem[] = [
  { label: 'Σεμινάρια', href: '/seminaria' },
  { label: 'Άρθρα', href: '/articles' },
  { label: 'Σχετικά', href: '/about' },
  { label: 'Επικοινωνία', href: contactHref },
];

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', href: brand.social.facebook, label: 'Facebook (νέα καρτέλα)' },
  { network: 'instagram', href: brand.social.instagram, label: 'Instagram (νέα καρτέλα)' },
  { network: 'linkedin', href: brand.social.linkedin, label: 'LinkedIn (νέα καρτέλα)' },
  { network: 'youtube', href: brand.social.youtube, label: 'YouTube (νέα καρτέλα)' },
];

export const appLink: NavItem = { label: 'Είσοδος στην εφαρμογή', href: brand.appUrl };

/** Footer service links, in the specification's order. */
export const footerServiceLinks: readonly NavItem[] = [
  { label: 'Μαθητές', href: '/students' },
  { label: 'Φοιτητές & Ενήλικες', href: '/university-students' },
  { label: 'Τεστ Επαγγελματικού Προσανατολισμού', href: '/tests' },
  { label: 'Σεμινάρια', href: '/seminaria' },
  { label: 'Ημερίδες', href: '/imerides' },
  { label: 'Φορείς & Σχολεία', href: '/foreis' },
  { label: 'Άρθρα', href: '/articles' },
  { label: 'Σχετικά με εμάς', href: '/about' },
];

export const termsLink = { label: 'Όροι χρήσης (PDF)', href: brand.termsPdfUrl, newTab: true } as const;
export const privacyLink = { label: 'Προσωπικά δεδομένα', href: '/privacy' } as const;
/** The privacy settings: the notice's part on them; once a page runs, the question asked again in place. */
export const privacySettingsLink = { label: 'Ρυθμίσεις απορρήτου', href: '/privacy#consent' } as const;

/**
 * Where the header changes shape, measured from this menu's text at the Inter font, not guessed (the
 * bar's parts at their natural widths, plus its gaps and padding): e2e/header.spec.ts walks every width
 * from 320 to 1920 px and fails if a header label wraps, a part overflows or two parts overlap.
 *
 * fullNav: brand (198) + dropdown and links (702) + app button (249) + gaps (32) + padding (32) = 1213 px;
 * below it the 'Μενού' sheet takes over. social: the four social icons and their gap add 196 px, 1409 px
 * in all. menuLabel: brand (198) + the 'Μενού' button with its word (106) + gap and padding (48) = 352 px;
 * narrower, the button shows its icon only (still named 'Μενού'). Each keeps some room for
 * font-rendering differences. The footer and the sheet always have the social icons.
 */
export const headerWidths = { fullNav: 1232, social: 1440, menuLabel: 360 } as const satisfies HeaderWidths;
