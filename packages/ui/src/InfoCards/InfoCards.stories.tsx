import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { studentsCounselling, studentsProgramme } from '../stories-fixtures/content';
import { InfoCards } from './InfoCards';

const meta = preview.meta({ title: 'Patterns/InfoCards', component: InfoCards });

/** Two cards with points: the student and the parent. */
export const WithPoints = meta.story({ args: { cards: studentsProgramme.cards } });

/** Four cards with a badge, one with an action: counselling by grade. */
export const WithActions = meta.story({
  args: { cards: studentsCounselling.cards, columns: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Το μηχανογραφικό' })).toHaveAttribute('href', '/mixanografika');
  },
});
