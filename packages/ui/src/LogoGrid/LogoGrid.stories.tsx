import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoGrid } from './LogoGrid';

const names = [
  'Εκπαιδευτήρια Αρμονία', 'Φροντιστήρια Ορίζων', 'Λύκειο Νέα Γενιά', 'Δήμος Πολιτισμού', 'Κέντρο Δια Βίου Μάθησης', 'Ένωση Γονέων Αττικής',
  'Ακαδημία Δεξιοτήτων', 'Σύνδεσμος Εκπαιδευτικών', 'Φροντιστήρια Πρόοδος', 'Όμιλος Καινοτομίας', 'Κολλέγιο Αιγαίου', 'Ίδρυμα Νεολαίας',
];

const meta = {
  title: 'Patterns/LogoGrid',
  component: LogoGrid,
  parameters: { layout: 'padded' },
  args: { logos: names.map((name, index) => ({ name, src: `/media/partner-${index + 1}.svg`, width: 200, height: 80 })) },
} satisfies Meta<typeof LogoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logos = within(canvasElement).getAllByRole('img');
    await expect(logos).toHaveLength(12);
    await expect(logos[0]).toHaveAccessibleName('Εκπαιδευτήρια Αρμονία');
    for (const logo of logos) await expect(logo).toHaveAttribute('height', '80');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
