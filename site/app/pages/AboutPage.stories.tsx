import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage';
import { atRoute, showsTitle } from './pageStory';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  decorators: [atRoute('/about')],
  tags: ['!autodocs'],
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /about, as the site frames it: breadcrumbs, the page and related services. */
export const Default: Story = { play: showsTitle };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
