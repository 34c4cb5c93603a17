import type { Meta, StoryObj } from '@storybook/react-vite';
import { SeminariaPage } from './SeminariaPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = {
  title: 'Pages/Seminaria',
  component: SeminariaPage,
  decorators: [atRoute('/seminaria')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
} satisfies Meta<typeof SeminariaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /seminaria, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default: Story = { play: showsTitleAndLeadForm };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
