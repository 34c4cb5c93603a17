import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceNames } from './atoms.css';
import { backgrounds, radii, shadows } from './atoms.css';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: { layout: 'padded' },
  args: { padding: 'lg', background: 'subtle', borderRadius: 'lg', children: 'Ένα κουτί με εσωτερικό περιθώριο, φόντο και στρογγυλές γωνίες από τα tokens.' },
  argTypes: {
    padding: { control: 'select', options: spaceNames },
    paddingX: { control: 'select', options: spaceNames },
    paddingY: { control: 'select', options: spaceNames },
    background: { control: 'inline-radio', options: backgrounds },
    borderRadius: { control: 'inline-radio', options: radii },
    boxShadow: { control: 'inline-radio', options: shadows },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Ένα κουτί/);
    // 'lg' is 1.5rem: the text sits 24 px inside the box on every side.
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(getComputedStyle(box).paddingLeft).toBe('24px');
  },
};

/** A brand surface turns its text to the colour that reads on it. */
export const OnBrand: Story = {
  args: { background: 'brand', children: 'Κείμενο πάνω σε φόντο brand.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Κείμενο πάνω σε φόντο brand.');
    await expect(getComputedStyle(box).color).toBe('rgb(255, 255, 255)');
  },
};

/** A card: white surface, shadow, and padding that grows from the tablet breakpoint up. */
export const Card: Story = {
  args: { background: 'default', boxShadow: 'md', padding: { mobile: 'md', tablet: 'xl' }, children: 'Περισσότερος χώρος σε μεγαλύτερες οθόνες.' },
};

/** As a landmark: the element is chosen with `as`, the look stays the same. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Παράδειγμα ενότητας', children: 'Μια ενότητα φτιαγμένη από Box.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Παράδειγμα ενότητας' })).toBeVisible();
  },
};
