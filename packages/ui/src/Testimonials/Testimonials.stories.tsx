import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { Testimonials } from './Testimonials';

const meta = preview.meta({
  title: 'Patterns/Testimonials',
  component: Testimonials,
  args: {
    ratingLabel: (rating: number, max: number) => `Βαθμολογία ${rating} από ${max}`,
    items: [
      {
        name: 'Μαρία Κ.',
        role: 'Μητέρα μαθήτριας Β΄ Λυκείου',
        content: 'Η συνεδρία βοήθησε την κόρη μου να δει καθαρά τι της ταιριάζει.',
        rating: 5,
      },
      {
        name: 'Γιώργος Π.',
        role: 'Μαθητής Γ΄ Λυκείου',
        content: 'Με τη στρατηγική για το μηχανογραφικό κατάλαβα ποιες σχολές έχουν νόημα για μένα.',
        rating: 5,
      },
      { name: 'Ελένη Δ.', role: 'Απόφοιτος, 27 ετών', content: 'Το τεστ Meta μου έδειξε μεταπτυχιακά που δεν είχα σκεφτεί.', rating: 4 },
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Βαθμολογία 5 από 5' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Βαθμολογία 4 από 5' })).toBeVisible();
  },
});

export const Mobile = meta.story(atPhoneWidth);
