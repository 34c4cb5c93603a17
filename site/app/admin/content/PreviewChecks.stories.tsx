import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { PreviewChecks } from './PreviewChecks';

const meta = preview.meta({
  title: 'Patterns/PreviewChecks',
  component: PreviewChecks,
  tags: ['!autodocs'],
});

const phone = 'Κινητό (375 px)';
const desktop = 'Υπολογιστής (1280 px)';
const clear = { problems: [], weight: 11_325 };

/** Each frame's check as it arrives: the phone's done, the desktop's still running. */
export const Running = meta.story({
  args: {
    checks: [
      { width: phone, check: clear },
      { width: desktop, check: 'running' },
    ],
  },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      'Κινητό (375 px): Προσβασιμότητα: κανένα πρόβλημα. Μέγεθος: 11,1 KB (όριο 13,6 KB).',
      'Υπολογιστής (1280 px): ο έλεγχος τρέχει…',
    ]);
    // Said as it arrives: the lines are in a live region.
    await expect(canvas.getByRole('status')).toContainElement(lines[0]!);
  },
});

/**
 * What staff read when the page breaks a rule or grows past its weight: axe's Greek words for each rule, each place as
 * written (its words, else its markup), and what to do about the weight. A check that failed says how to run it again.
 */
export const ProblemsFound = meta.story({
  args: {
    checks: [
      {
        width: phone,
        check: {
          problems: [
            {
              rule: 'link-name',
              help: 'Οι σύνδεσμοι πρέπει να έχουν ευδιάκριτο κείμενο',
              places: ['<a href="https://www.example.com/odigos"></a>', '<a href="/tests"></a>'],
            },
          ],
          weight: 14_950,
        },
      },
      { width: desktop, check: null },
    ],
  },
  play: async ({ canvas }) => {
    const [phoneLine, desktopLine] = canvas.getAllByRole('listitem').filter((line) => line.querySelector('strong'));
    await expect(phoneLine).toHaveTextContent(
      /^Κινητό \(375 px\): Προσβασιμότητα: 1 πρόβλημα\. Μέγεθος: 14,6 KB, πάνω από το όριο των 13,6 KB: σε αργό δίκτυο η σελίδα θα αργήσει να εμφανιστεί\. Συντομεύστε κείμενα ή λίστες\./,
    );
    await expect(canvas.getByText(/^Οι σύνδεσμοι πρέπει να έχουν ευδιάκριτο κείμενο/)).toBeVisible();
    await expect(canvas.getByText('«<a href="https://www.example.com/odigos"></a>»')).toBeVisible();
    await expect(canvas.getByText('«<a href="/tests"></a>»')).toBeVisible();
    await expect(desktopLine).toHaveTextContent('Υπολογιστής (1280 px): ο έλεγχος δεν ολοκληρώθηκε· πατήστε «Ανανέωση προεπισκόπησης».');
  },
});
