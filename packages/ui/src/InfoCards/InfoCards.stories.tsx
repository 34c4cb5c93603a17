import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { studentsCounselling, studentsProgramme } from '../stories-fixtures/content';
import { InfoCards } from './InfoCards';

const meta = { title: 'Patterns/InfoCards', component: InfoCards, parameters: { layout: 'padded' } } satisfies Meta<typeof InfoCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards with points: the student and the parent. */
export const WithPoints: Story = { args: { cards: studentsProgramme.cards } };

/** Four cards with a badge, one with an action: counselling by grade. */
export const WithActions: Story = {
  args: { cards: studentsCounselling.cards, columns: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Το μηχανογραφικό' })).toHaveAttribute('href', '/mixanografika');
  },
};
