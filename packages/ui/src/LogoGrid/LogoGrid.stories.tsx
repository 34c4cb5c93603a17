import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { LogoGrid } from './LogoGrid';

const names = [
  'Εκπαιδευτήρια Αρμονία',
  'Φροντιστήρια Ορίζων',
  'Λύκειο Νέα Γενιά',
  'Δήμος Πολιτισμού',
  'Κέντρο Δια Βίου Μάθησης',
  'Ένωση Γονέων Αττικής',
  'Ακαδημία Δεξιοτήτων',
  'Σύνδεσμος Εκπαιδευτικών',
  'Φροντιστήρια Πρόοδος',
  'Όμιλος Καινοτομίας',
  'Κολλέγιο Αιγαίου',
  'Ίδρυμα Νεολαίας',
];

const meta = preview.meta({
  title: 'Patterns/LogoGrid',
  component: LogoGrid,
  args: { logos: names.map((name, index) => ({ name, src: `/media/partner-${index + 1}.svg`, width: 200, height: 80 })) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const logos = canvas.getAllByRole('img');
    await expect(logos).toHaveLength(12);
    await expect(logos[0]).toHaveAccessibleName('Εκπαιδευτήρια Αρμονία');
    for (const logo of logos) await expect(logo).toHaveAttribute('height', '80');
  },
});

export const Mobile = meta.story(atPhoneWidth);
