import type { Meta, StoryObj } from '@storybook/react-vite';
import { MixanografikaPage } from './MixanografikaPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = {
  title: 'Pages/Mixanografika',
  component: MixanografikaPage,
  decorators: [atRoute('/mixanografika')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
} satisfies Meta<typeof MixanografikaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /mixanografika, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default: Story = { play: showsTitleAndLeadForm };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
