import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { spaceNames } from '../Box/atoms.css';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import { Card } from './Card';
import { cardShadows, cardTones } from './Card.css';

const meta = preview.meta({
  title: 'Layout/Card',
  component: Card,
  args: {
    padding: 'lg',
    space: 'xs',
    shadow: 'none',
    children: (
      <>
        <Heading level={3} size="lg">
          Τίτλος κάρτας
        </Heading>
        <Text tone="muted">Δυο γραμμές που εξηγούν τι περιέχει η κάρτα, με την επιφάνεια, το περίγραμμα και τις γωνίες από τα tokens.</Text>
      </>
    ),
  },
  argTypes: {
    padding: { control: 'select', options: spaceNames },
    space: { control: 'select', options: spaceNames },
    shadow: { control: 'inline-radio', options: cardShadows },
    tone: { control: 'inline-radio', options: cardTones },
  },
});

/** The card every list of cards in the library is made of. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Τίτλος κάρτας' });
    const card = heading.parentElement!;
    // 'lg' is 1.5rem inside the edge; the border is the subtle one, the corners the large radius.
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('16px');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
  },
});

/** Lifted off the page, as a dialog-like card (the thank-you and status pages) is. */
export const Raised = meta.story({ args: { shadow: 'lg', padding: 'xl', space: 'md' } });

/** Set inside another surface (the help on a thank-you page): the page's subtle grey instead of white. */
export const Subtle = meta.story({
  args: { tone: 'subtle' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Τίτλος κάρτας' }).parentElement!;
    await expect(getComputedStyle(card).backgroundColor).not.toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(card).borderTopWidth).toBe('1px');
  },
});

/** Cards in Tiles: a list of cards is a `ul` of `li` cards, equal width, one column on phones. */
export const InTiles = meta.story({
  render: (args) => (
    <Tiles as="ul" columns={{ tablet: 3 }}>
      {['Πρώτη', 'Δεύτερη', 'Τρίτη'].map((name) => (
        <Card key={name} {...args} as="li">
          <Heading level={3} size="lg">
            {name} κάρτα
          </Heading>
          <Text tone="muted">Ίδιο ύψος κειμένου, ίδια επιφάνεια.</Text>
        </Card>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});
