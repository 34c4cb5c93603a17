import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { ForeisPage } from './ForeisPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Foreis',
  component: ForeisPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/foreis')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

/** /foreis, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({ play: showsTitleAndLeadForm });

export const Mobile = meta.story(atPhoneWidth);
