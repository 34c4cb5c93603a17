import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { atPhoneWidth } from '../../../.storybook/modes';
import { EventCancelPage } from './EventCancelPage';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/EventCancel',
  component: EventCancelPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/imerides/akyrosi')],
  tags: ['!autodocs'],
});

/**
 * A registrant's cancel link opens it: the code field (filled from the link as the built page is parsed; here, in
 * Storybook, empty as a visitor without JavaScript sees it) and the button that posts it to event-registration.
 */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ακύρωση συμμετοχής σε ημερίδα' })).toBeVisible();
    const code = canvas.getByLabelText(/^Κωδικός ακύρωσης/);
    await expect(code).toBeRequired();
    await expect(code).toHaveAttribute('name', 'token');
    await expect(code).toHaveAccessibleDescription(/επικολλήστε τον κωδικό/);
    const submit = canvas.getByRole('button', { name: 'Ακύρωση συμμετοχής' });
    await expect(submit.closest('form')).toHaveAttribute('action', expect.stringMatching(/\/functions\/v1\/event-registration$/));
  },
});

export const Mobile = meta.story(atPhoneWidth);
