import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button/ButtonLink';
import { Section } from '../Section/Section';
import { Stack } from '../Stack/Stack';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { PageHeader } from './PageHeader';

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Section tone="subtle">
        <Story />
      </Section>
    ),
  ],
  args: {
    title: 'Τίτλος σελίδας',
    lead: 'Μία ή δύο προτάσεις που λένε τι θα βρει ο επισκέπτης σε αυτή τη σελίδα, σε πλάτος ανάγνωσης.',
  },
  // Text boxes for the words a designer will try: a long Greek title, a lead of three lines.
  argTypes: { title: { control: 'text' }, lead: { control: 'text' } },
});

/** A page's h1 and its lead: what nine pages without a hero open with. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Τίτλος σελίδας' })).toBeVisible();
    await expect(canvas.getByText(/Μία ή δύο προτάσεις/)).toBeVisible();
  },
});

/** With the page's main action under the lead. */
export const WithAction = meta.story({
  args: {
    children: (
      <ButtonLink href="#form" size="lg">
        Κλείστε ραντεβού
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Κλείστε ραντεβού' })).toHaveAttribute('href', '#form');
  },
});

/** Followed by the band's content: the page's Stack spaces them, the header adds no margin of its own. */
export const InAPage = meta.story({
  render: (args) => (
    <Stack space="xl">
      <PageHeader {...args} />
      <Placeholder>Το περιεχόμενο της ζώνης</Placeholder>
    </Stack>
  ),
});
