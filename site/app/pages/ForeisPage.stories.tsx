import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForeisPage } from './ForeisPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = {
  title: 'Pages/Foreis',
  component: ForeisPage,
  decorators: [atRoute('/foreis')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
} satisfies Meta<typeof ForeisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /foreis, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default: Story = { play: showsTitleAndLeadForm };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
