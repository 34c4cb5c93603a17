import type { Meta, StoryObj } from '@storybook/react-vite';
import { UniversityStudentsPage } from './UniversityStudentsPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = {
  title: 'Pages/UniversityStudents',
  component: UniversityStudentsPage,
  decorators: [atRoute('/university-students')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
} satisfies Meta<typeof UniversityStudentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /university-students, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default: Story = { play: showsTitleAndLeadForm };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
