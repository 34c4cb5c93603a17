import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { LinkTiles } from './LinkTiles';

const base = 'https://tmimata.example.gr';

const meta = preview.meta({
  title: 'Patterns/LinkTiles',
  component: LinkTiles,
  args: {
    tiles: [
      { label: 'Ανθρωπιστικές Επιστήμες', href: `${base}/anthropistikes` },
      { label: 'Θετικές Επιστήμες', href: `${base}/thetikes` },
      { label: 'Επιστήμες Υγείας', href: `${base}/ygeias` },
      { label: 'Οικονομία & Πληροφορική', href: `${base}/oikonomia-pliroforiki` },
      { label: 'Μηχανικοί & Τεχνολογία', href: `${base}/mixanikoi` },
      { label: 'Τέχνες & Πολιτισμός', href: `${base}/texnes` },
    ],
    cta: { label: 'Μετάβαση στην πλατφόρμα', href: base },
  },
});

/** Six categories linking out, each in a new tab. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(7);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
});

export const Mobile = meta.story(atPhoneWidth);
