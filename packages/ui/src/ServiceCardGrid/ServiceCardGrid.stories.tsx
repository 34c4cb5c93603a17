import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { relatedServices } from '../stories-fixtures/content';
import { ServiceCardGrid } from './ServiceCardGrid';

const cards = relatedServices.slice(0, 6);

const meta = {
  title: 'Patterns/ServiceCardGrid',
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
