import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Testimonials } from './Testimonials';

const meta = {
  title: 'Patterns/Testimonials',
  component: Testimonials,
  parameters: { layout: 'padded' },
  args: {
    ratingLabel: (rating: number, max: number) => `Βαθμολογία ${rating} από ${max}`,
    items: [
      { name: 'Μαρία Κ.', role: 'Μητέρα μαθήτριας Β΄ Λυκείου', content: 'Η συνεδρία βοήθησε την κόρη μου να δει καθαρά τι της ταιριάζει.', rating: 5 },
      { name: 'Γιώργος Π.', role: 'Μαθητής Γ΄ Λυκείου', content: 'Με τη στρατηγική για το μηχανογραφικό κατάλαβα ποιες σχολές έχουν νόημα για μένα.', rating: 5 },
      { name: 'Ελένη Δ.', role: 'Απόφοιτος, 27 ετών', content: 'Το τεστ Meta μου έδειξε μεταπτυχιακά που δεν είχα σκεφτεί.', rating: 4 },
    ],
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Βαθμολογία 5 από 5' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Βαθμολογία 4 από 5' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
