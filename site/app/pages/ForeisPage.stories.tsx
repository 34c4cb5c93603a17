import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { ForeisPage } from './ForeisPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Foreis',
  component: ForeisPage,
  // The partners' logos are drawn downscaled, and Chromium's downscaled pixels depend on what its decode cache holds
  // from stories run earlier in the same frame: 3,396 pixels of the logos differed in a fresh clone's run, and
  // nothing in the rest of the page may change.
  parameters: { layout: 'fullscreen', visual: { allowedMismatchedPixels: 4000 } },
  decorators: [atRoute('/foreis')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
});

/** /foreis, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({ play: showsTitleAndLeadForm });

export const Mobile = meta.story(atPhoneWidth);
