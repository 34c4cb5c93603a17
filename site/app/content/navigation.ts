import type { NavGroup, NavItem, SocialLink } from '@cg/ui';
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

export const privacyNotice = 'Η σελίδα Προσωπικών Δεδομένων είναι υπό κατασκευή.';

export const termsLink = { label: 'Όροι χρήσης (PDF)', href: brand.termsPdfUrl, newTab: true } as const;
export const privacyLink = { label: 'Προσωπικά δεδομένα', href: '/privacy' } as const;
