import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { SeminariaPage } from './SeminariaPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Seminaria',
  component: SeminariaPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/seminaria')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

/** /seminaria, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({ play: showsTitleAndLeadForm });

export const Mobile = meta.story(atPhoneWidth);
