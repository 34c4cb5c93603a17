import preview from '../../../.storybook/preview';
import { countersAtTheirFinalFigures } from '../../../.storybook/visual';
import { atPhoneWidth } from '../../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomePage } from './HomePage';
import { atRoute } from './pageStory';

/** The real home page: the library's components filled with the site's content modules. */
const meta = preview.meta({
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', ...countersAtTheirFinalFigures },
  decorators: [atRoute('/')],
  tags: ['!autodocs'],
});

export const Default = meta.story({
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('every section the specification lists is there', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /Για μαθητές/ })).toHaveAttribute('href', '/students');
      await expect(canvas.getByText('4.9/5')).toBeVisible();
      await expect(canvas.getByRole('link', { name: /Δείτε τα επεισόδια/ })).toHaveAttribute('href', '/entos-ylis');
      const services = canvas.getByRole('region', { name: 'Οι υπηρεσίες μας' });
      await expect(
        within(services)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/students', '/university-students', '/tests', '/mixanografika', '/imerides', '/seminaria']);
      await expect(within(canvas.getByRole('region', { name: 'Μας εμπιστεύονται' })).getAllByRole('img')).toHaveLength(12);
      // Three interviews, the first open: each a <details> of one group.
      const interviewItems = canvas.getByRole('region', { name: 'Τηλεοπτικές συνεντεύξεις' }).querySelectorAll('details');
      await expect([...interviewItems].map((item) => item.open)).toEqual([true, false, false]);
      await expect(within(canvas.getByRole('region', { name: 'Πλατφόρμα Ακαδημαϊκών Τμημάτων' })).getAllByRole('link')).toHaveLength(7);
      await expect(canvas.getAllByRole('figure')).toHaveLength(3);
      const contact = canvas.getByRole('region', { name: 'Επικοινωνία' });
      await expect(contact).toHaveAttribute('id', 'contact');
      await expect(contact.querySelector('form')).toBeNull();
    });
    await step('one interview open at a time', async () => {
      const interviews = canvas.getByRole('region', { name: 'Τηλεοπτικές συνεντεύξεις' });
      const [first, second] = [...interviews.querySelectorAll('details')];
      await userEvent.click(second!.querySelector('summary')!);
      await waitFor(() => expect(second!.open).toBe(true));
      await expect(first!.open).toBe(false);
    });
  },
});

export const Mobile = meta.story(atPhoneWidth);
