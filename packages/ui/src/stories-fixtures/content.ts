// Greek copy from the specification, shared by the library's stories so designers review real text.
import type { ContactInfo, NavGroup, NavItem, SocialLink } from '../index';

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

export const primaryLinks: readonly NavItem[] = [
  { label: 'Σεμινάρια', href: '/seminaria' },
  { label: 'Άρθρα', href: '/articles' },
  { label: 'Σχετικά', href: '/about' },
  { label: 'Επικοινωνία', href: '/#contact' },
];

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/', label: 'Facebook (νέα καρτέλα)' },
  { network: 'instagram', href: 'https://www.instagram.com/', label: 'Instagram (νέα καρτέλα)' },
  { network: 'linkedin', href: 'https://www.linkedin.com/', label: 'LinkedIn (νέα καρτέλα)' },
  { network: 'youtube', href: 'https://www.youtube.com/', label: 'YouTube (νέα καρτέλα)' },
];

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

export const appLink: NavItem = { label: 'Είσοδος στην εφαρμογή', href: 'https://app.example.gr/login' };

export const contactInfo: ContactInfo = {
  phone: { display: '210 000 0000', href: 'tel:+302100000000' },
  email: 'info@example.gr',
  address: { text: 'Πανεπιστημίου 10, 3ος όροφος, 106 71 Αθήνα', mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Athens' },
  labels: { phone: 'Τηλέφωνο:', email: 'Email:', address: 'Διεύθυνση (χάρτης, νέα καρτέλα):' },
};

export const heroImage = {
  src: '/media/hero-home-1024.webp',
  alt: 'Σύμβουλος επαγγελματικού προσανατολισμού συζητά με μαθήτρια',
  width: 1440,
  height: 1080,
  sizes: '(min-width: 1024px) 560px, calc(100vw - 2rem)',
  sources: [
    { type: 'image/avif' as const, srcSet: '/media/hero-home-480.avif 480w, /media/hero-home-1024.avif 1024w, /media/hero-home-1440.avif 1440w' },
    { type: 'image/webp' as const, srcSet: '/media/hero-home-480.webp 480w, /media/hero-home-1024.webp 1024w, /media/hero-home-1440.webp 1440w' },
  ],
};
