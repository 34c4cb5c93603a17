import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntosYlisPage } from './EntosYlisPage';
import { atRoute, showsTitle } from './pageStory';

const meta = {
  title: 'Pages/EntosYlis',
  component: EntosYlisPage,
  decorators: [atRoute('/entos-ylis')],
  tags: ['!autodocs'],
} satisfies Meta<typeof EntosYlisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /entos-ylis, as the site frames it: breadcrumbs, the page and related services. */
export const Default: Story = { play: showsTitle };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
