import type { PartnerLogo, ResponsiveImage } from '@cg/ui';
import { mediaBase as base } from './ogImage';
import { placeholder } from './placeholder';

/**
 * Project-own images in site/public/media (made by scripts/generate-media.ts). To use the
 * company's own, drop files with the same names and sizes there, or change the paths here.
 */
export const heroWidths = [480, 768, 1024, 1440] as const;

const widthSet = (name: string, ext: 'avif' | 'webp') => heroWidths.map((width) => `${base}/${name}-${width}.${ext} ${width}w`).join(', ');

/** The hero's single-URL fallback; the AVIF twin is what the preload names. */
const heroFallback = `${base}/hero-home-1024`;

export const heroImage: ResponsiveImage = {
  src: `${heroFallback}.webp`,
  alt: 'Σύμβουλος επαγγελματικού προσανατολισμού συζητά με μαθήτρια πάνω από έναν χάρτη επιλογών σπουδών',
  width: 1440,
  height: 1080,
  sizes: '(min-width: 1024px) 560px, calc(100vw - 2rem)',
  sources: [
    { type: 'image/avif', srcSet: widthSet('hero-home', 'avif') },
    { type: 'image/webp', srcSet: widthSet('hero-home', 'webp') },
  ],
};

/** The AVIF twin of heroImage.src: the preload's fallback URL must match its type. */
export const heroAvifSrc = `${heroFallback}.avif`;

export const videoPoster = (index: number) => ({
  src: `${base}/poster-${index}.webp`,
  width: 960,
  height: 540,
});

/** Invented names on the project's own drawn logos, until the company supplies its partners' (with their permission). */
export const partnerLogos: readonly PartnerLogo[] = placeholder(
  [
    'Εκπαιδευτήρια Αρμονία',
    'Φροντιστήρια Ορίζων',
    'Λύκειο Νέα Γενιά',
    'Δήμος Πολιτισμού',
    'Κέντρο Δια Βίου Μάθησης',
    'Ένωση Γονέων Αττικής',
    'Ακαδημία Δεξιοτήτων',
    'Σύνδεσμος Εκπαιδευτικών',
    'Φροντιστήρια Πρόοδος',
    'Όμιλος Καινοτομίας',
    'Κολλέγιο Αιγαίου',
    'Ίδρυμα Νεολαίας',
  ].map((name, index) => ({ name, src: `${base}/partner-${index + 1}.svg`, width: 200, height: 80 })),
  'Οι 12 συνεργάτες: επωνυμία και λογότυπο (SVG 200×80 στο site/public/media), με την άδειά τους',
);
