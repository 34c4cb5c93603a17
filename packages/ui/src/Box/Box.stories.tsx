import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { spaceNames } from './atoms.css';
import { backgrounds, radii, shadows } from './atoms.css';
import { Box } from './Box';

const meta = preview.meta({
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'subtle',
    borderRadius: 'lg',
    children: 'Ένα κουτί με εσωτερικό περιθώριο, φόντο και στρογγυλές γωνίες από τα tokens.',
  },
  argTypes: {
    padding: { control: 'select', options: spaceNames },
    paddingX: { control: 'select', options: spaceNames },
    paddingY: { control: 'select', options: spaceNames },
    background: { control: 'inline-radio', options: backgrounds },
    borderRadius: { control: 'inline-radio', options: radii },
    boxShadow: { control: 'inline-radio', options: shadows },
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const box = canvas.getByText(/Ένα κουτί/);
    // 'lg' is 1.5rem: the text sits 24 px inside the box on every side.
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(getComputedStyle(box).paddingLeft).toBe('24px');
  },
});

/** A brand surface turns its text to the colour that reads on it. */
export const OnBrand = meta.story({
  args: { background: 'brand', children: 'Κείμενο πάνω σε φόντο brand.' },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Κείμενο πάνω σε φόντο brand.');
    await expect(getComputedStyle(box).color).toBe('rgb(255, 255, 255)');
  },
});

/** A card: white surface, shadow, and padding that grows from the tablet breakpoint up. */
export const Card = meta.story({
  args: {
    background: 'default',
    boxShadow: 'md',
    padding: { mobile: 'md', tablet: 'xl' },
    children: 'Περισσότερος χώρος σε μεγαλύτερες οθόνες.',
  },
});

/** As a landmark: the element is chosen with `as`, the look stays the same. */
export const AsSection = meta.story({
  args: { as: 'section', 'aria-label': 'Παράδειγμα ενότητας', children: 'Μια ενότητα φτιαγμένη από Box.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Παράδειγμα ενότητας' })).toBeVisible();
  },
});
