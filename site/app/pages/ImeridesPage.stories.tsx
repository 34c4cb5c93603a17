import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImeridesPage } from './ImeridesPage';
import { atRoute, showsTitle } from './pageStory';

const meta = {
  title: 'Pages/Imerides',
  component: ImeridesPage,
  decorators: [atRoute('/imerides')],
  tags: ['!autodocs'],
} satisfies Meta<typeof ImeridesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /imerides, as the site frames it: breadcrumbs, the page and related services. */
export const Default: Story = { play: showsTitle };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
