import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent } from 'storybook/test';
import { relatedServices } from '../stories-fixtures/content';
import { ServiceCardGrid } from './ServiceCardGrid';

const cards = relatedServices.slice(0, 6);

const meta = preview.meta({
  title: 'Patterns/ServiceCardGrid',
  component: ServiceCardGrid,
  args: { cards, moreLabel: 'Μάθετε περισσότερα' },
});

/** Six cards, each one link named by its title, reached in order with Tab. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(cards.map((card) => card.href));
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
});

export const Mobile = meta.story(atPhoneWidth);
