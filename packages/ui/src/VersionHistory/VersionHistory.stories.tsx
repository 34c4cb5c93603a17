import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { adminContentTexts as text } from '../stories-fixtures/content';
import { VersionHistory } from './VersionHistory';

const restore = fn<(version: number) => void>();

const meta = preview.meta({
  title: 'Patterns/VersionHistory',
  component: VersionHistory,
  args: {
    heading: text.versions.heading,
    items: [
      {
        id: '3',
        title: text.versions.title(3),
        meta: text.versions.by('anna@example.gr', '28/11/2026, 10:15') + text.versions.restores(1),
        changes: ['Τηλέφωνο (όπως εμφανίζεται): από «211 111 1111» σε «210 000 0000»'],
        noChanges: text.versions.noChanges,
      },
      {
        id: '2',
        title: text.versions.title(2),
        meta: text.versions.by('nikos@example.gr', '27/11/2026, 17:40'),
        changes: [
          'Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»',
          'Email: από «info@example.gr» σε «hello@example.gr»',
        ],
        noChanges: text.versions.noChanges,
        action: (
          <Button
            tone="secondary"
            onClick={() => {
              restore(2);
            }}
          >
            {text.versions.restore(2)}
          </Button>
        ),
      },
      { id: '1', title: text.versions.title(1), meta: text.versions.seed, changes: [], noChanges: text.versions.first },
    ],
  },
});

/** Three versions, newest first, each with what it changed in words and, for an earlier one, the way back. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Έκδοση 3',
      'Έκδοση 2',
      'Έκδοση 1',
    ]);
    await expect(canvas.getByText('Email: από «info@example.gr» σε «hello@example.gr»')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Επαναφορά της έκδοσης 2' }));
    await expect(restore).toHaveBeenCalledWith(2);
  },
});

/** A record whose versions keep only part of it says so once, under the heading (an event's: its time and seats stay). */
export const WithIntro = meta.story({
  args: {
    heading: 'Εκδόσεις της ημερίδας',
    intro: 'Οι εκδόσεις κρατούν τίτλο, κοινό, περιγραφή και τόπο· η ημερομηνία, οι ώρες και οι θέσεις μένουν όπως είναι σε μια επαναφορά.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Εκδόσεις της ημερίδας' });
    await expect(heading.nextElementSibling).toHaveTextContent(/^Οι εκδόσεις κρατούν τίτλο, κοινό, περιγραφή και τόπο/);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
});
