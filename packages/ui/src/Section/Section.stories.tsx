import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Section } from './Section';
import { sectionTones } from './Section.css';

const meta = preview.meta({
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Οι υπηρεσίες μας',
    intro: 'Από το πρώτο τεστ ως την τελική επιλογή σπουδών και καριέρας.',
    children: <p>Περιεχόμενο ενότητας.</p>,
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    // The heading names the region, so screen-reader users can jump between sections.
    await expect(canvas.getByRole('region', { name: 'Οι υπηρεσίες μας' })).toBeVisible();
  },
});

export const Subtle = meta.story({ args: { tone: 'subtle' } });

export const Brand = meta.story({ args: { tone: 'brand' } });

export const WithoutTitle = meta.story({ args: { title: undefined, intro: undefined } });
