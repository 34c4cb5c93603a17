import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { MarkdownContent } from './MarkdownContent';

const meta = preview.meta({
  title: 'Patterns/MarkdownContent',
  component: MarkdownContent,
  args: {
    markdown:
      '## Βήμα 1: γνώρισε τον εαυτό σου\n\nΤα **ενδιαφέροντα** και οι *αξίες* σου μετράνε περισσότερο από τις βάσεις.\n\n- Κάνε ένα τεστ ενδιαφερόντων\n- Μίλησε με έναν σύμβουλο\n\n> Η καλή απόφαση είναι ενημερωμένη απόφαση.\n\nΔες τα [δωρεάν τεστ](/tests) ή γράψε μας στο `info@pyxida-kariera.gr`.',
  },
});

/** What an admin writes, as visitors read it (headings ranked from h2, under the page's title). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Βήμα 1: γνώρισε τον εαυτό σου' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'δωρεάν τεστ' })).toHaveAttribute('href', '/tests');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
});

/** Hostile input stays text: no script runs, no handler, no javascript: link. */
export const HostileInput = meta.story({
  args: {
    markdown:
      '<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">\n\n[κλικ](javascript:window.__pwned=true)\n\n<a href="javascript:alert(1)">a</a>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, iframe')).toBeNull();
    await expect(canvas.getByText(/<script>window.__pwned = true<\/script>/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'κλικ' })).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});
