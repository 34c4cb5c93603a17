import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { UniversityStudentsPage } from './UniversityStudentsPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/UniversityStudents',
  component: UniversityStudentsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/university-students')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

/** /university-students, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({ play: showsTitleAndLeadForm });

export const Mobile = meta.story(atPhoneWidth);
