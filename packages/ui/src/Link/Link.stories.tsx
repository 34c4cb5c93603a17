import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Components/Link',
  component: Link,
  args: { href: '/students', children: 'Για μαθητές' },
});

/** A path of the site: the router's link where there is one (LinkProvider), a plain anchor otherwise; same tab. */
export const Internal = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Για μαθητές' });
    await expect(link).toHaveAttribute('href', '/students');
    await expect(link).not.toHaveAttribute('target');
  },
});

/** Another site: a new tab, without handing it this page (`noopener noreferrer`). */
export const External = meta.story({
  args: { href: 'https://www.dpa.gr/', children: 'Αρχή Προστασίας Δεδομένων' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Αρχή Προστασίας Δεδομένων' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

/** A phone number or an e-mail: a plain anchor the device answers. */
export const Phone = meta.story({
  args: { href: 'tel:+302100000000', children: '210 000 0000' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '210 000 0000' });
    await expect(link).toHaveAttribute('href', 'tel:+302100000000');
    await expect(link).not.toHaveAttribute('target');
  },
});
