import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { heroImage } from '../stories-fixtures/content';
import { Hero } from './Hero';

const meta = preview.meta({
  title: 'Patterns/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Επαγγελματικός Προσανατολισμός από το 2002',
    title: 'Βρες τον δρόμο που σου ταιριάζει',
    text: 'Δωρεάν online τεστ επαγγελματικού προσανατολισμού σε περίπου 15 λεπτά και εξατομικευμένες συνεδρίες συμβουλευτικής.',
    cta: { label: 'Για μαθητές', href: '/students' },
    secondaryCta: { label: 'Δωρεάν τεστ', href: '/tests' },
    image: heroImage,
  },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Βρες τον δρόμο που σου ταιριάζει' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Για μαθητές' })).toHaveAttribute('href', '/students');
    const image = canvas.getByRole('img');
    // Largest paint: eager, high priority, with dimensions so nothing shifts.
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', '1440');
    await expect(canvasElement.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', heroImage.sources?.[0]?.srcSet ?? '');
  },
});

export const WithoutSecondaryAction = meta.story({ args: { secondaryCta: undefined, eyebrow: undefined } });

export const LongText = meta.story({
  args: {
    title: 'Επαγγελματικός προσανατολισμός για μαθητές, φοιτητές, ενήλικες και φορείς σε όλη την Ελλάδα',
    text: 'Πάνω από 500.000 χρήστες έχουν ολοκληρώσει τα τεστ μας τα τελευταία 20 χρόνια. Συνεδρίες 75 λεπτών προσαρμοσμένες στην τάξη, στρατηγική για το μηχανογραφικό, πιστοποιημένα σεμινάρια και ημερίδες για σχολεία.',
  },
});

export const Mobile = meta.story(atPhoneWidth);
