import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForeisPage } from './ForeisPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Foreis',
  component: ForeisPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/foreis')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

/** /foreis, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({
  play: async (context) => {
    await showsTitleAndLeadForm(context);
    // The partners' logos advance every 3 s by themselves, so where they stood at the capture depended on the run's
    // timing. Paused, and scrolled back to the first, as a visitor who pauses them can: the same end state every time.
    const partners = within(context.canvasElement);
    await userEvent.click(await partners.findByRole('button', { name: 'Παύση κύλισης' }));
    const strip = partners.getByRole('list', { name: 'Συνεργαζόμενοι φορείς' });
    strip.scrollTo({ left: 0 });
    await waitFor(() => expect(strip.scrollLeft).toBe(0));
  },
});

export const Mobile = meta.story(atPhoneWidth);
