import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, userEvent, within } from 'storybook/test';
import { relatedServices } from '../stories-fixtures/content';
import { RelatedServices } from './RelatedServices';

const meta = preview.meta({
  title: 'Patterns/RelatedServices',
  component: RelatedServices,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Σχετικές υπηρεσίες', services: relatedServices, moreLabel: 'Μάθετε περισσότερα' },
});

const cardLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Σχετικές υπηρεσίες' })).getAllByRole('link');
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

/** Six of the nine services: the four primary ones, then the first two secondary; reached with Tab. */
export const Full = meta.story({
  play: async ({ canvasElement }) => {
    const links = cardLinks(canvasElement);
    await expect(hrefs(links)).toEqual(['/students', '/university-students', '/tests', '/mixanografika', '/foreis', '/entos-ylis']);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
});

/** On /tests: the current page is left out and the next secondary service takes its place. */
export const CurrentPageExcluded = meta.story({
  args: { currentHref: '/tests' },
  play: async ({ canvasElement }) => {
    const links = hrefs(cardLinks(canvasElement));
    await expect(links).not.toContain('/tests');
    await expect(links).toEqual(['/students', '/university-students', '/mixanografika', '/foreis', '/entos-ylis', '/about']);
  },
});

/** Fewer services than the maximum: all of them, still primary first. */
export const FewerThanMaximum = meta.story({
  args: { services: relatedServices.filter((service) => ['/seminaria', '/students', '/imerides'].includes(service.href)) },
  play: async ({ canvasElement }) => {
    await expect(hrefs(cardLinks(canvasElement))).toEqual(['/students', '/imerides', '/seminaria']);
  },
});

/** A smaller maximum, as a page may configure it. */
export const MaximumOfThree = meta.story({
  args: { max: 3, currentHref: '/students' },
  play: async ({ canvasElement }) => {
    await expect(hrefs(cardLinks(canvasElement))).toEqual(['/university-students', '/tests', '/mixanografika']);
  },
});

export const Mobile = meta.story({ ...Full.input, ...atPhoneWidth });
