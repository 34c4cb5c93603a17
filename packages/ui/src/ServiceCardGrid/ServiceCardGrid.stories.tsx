import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ServiceCardGrid } from './ServiceCardGrid';

const cards = [
  { title: 'Μαθητές', description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.', href: '/students' },
  { title: 'Φοιτητές & Ενήλικες', description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σου με 40 μεταπτυχιακά προγράμματα.', href: '/university-students' },
  { title: 'Τεστ Επαγγελματικού Προσανατολισμού', description: 'Τέσσερα δωρεάν online τεστ, αποτελέσματα σε περίπου 15 λεπτά.', href: '/tests' },
  { title: 'Μηχανογραφικό', description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, στρατηγική επιλογών.', href: '/mixanografika' },
  { title: 'Ημερίδες', description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία και γονείς.', href: '/imerides' },
  { title: 'Σεμινάρια', description: 'Πιστοποιημένο σεμινάριο 350 ωρών με πανεπιστημιακό κέντρο.', href: '/seminaria' },
];

const meta = {
  title: 'Components/ServiceCardGrid',
  component: ServiceCardGrid,
  parameters: { layout: 'padded' },
  args: { cards, moreLabel: 'Μάθετε περισσότερα' },
} satisfies Meta<typeof ServiceCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards, each one link named by its title, reached in order with Tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(cards.map((card) => card.href));
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
