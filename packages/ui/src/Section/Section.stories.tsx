import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section';
import { sectionTones } from './Section.css';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'Οι υπηρεσίες μας',
    intro: 'Από το πρώτο τεστ ως την τελική επιλογή σπουδών και καριέρας.',
    children: <p>Περιεχόμενο ενότητας.</p>,
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The heading names the region, so screen-reader users can jump between sections.
    await expect(within(canvasElement).getByRole('region', { name: 'Οι υπηρεσίες μας' })).toBeVisible();
  },
};

export const Subtle: Story = { args: { tone: 'subtle' } };

export const Brand: Story = { args: { tone: 'brand' } };

export const WithoutTitle: Story = { args: { title: undefined, intro: undefined } };
