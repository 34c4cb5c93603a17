import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { privacyNotice } from '@cg/content/navigation';
import { PrivacyPage } from './PrivacyPage';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/privacy')],
  tags: ['!autodocs'],
});

/** /privacy: what the privacy link leads to before hydration and without JavaScript. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Προσωπικά δεδομένα' })).toBeVisible();
    await expect(canvas.getByText(privacyNotice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute('href', '/');
  },
});
