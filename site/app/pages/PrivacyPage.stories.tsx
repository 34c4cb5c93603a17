import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyNotice } from '@cg/content/navigation';
import { PrivacyPage } from './PrivacyPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  decorators: [atRoute('/privacy')],
  tags: ['!autodocs'],
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /privacy: what the privacy link leads to before hydration and without JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Προσωπικά δεδομένα' })).toBeVisible();
    await expect(canvas.getByText(privacyNotice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute('href', '/');
  },
};
