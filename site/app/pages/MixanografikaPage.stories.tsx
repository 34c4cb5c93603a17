import preview from '../../../.storybook/preview';
import { countersAtTheirFinalFigures } from '../../../.storybook/visual';
import { atPhoneWidth } from '../../../.storybook/modes';
import { MixanografikaPage } from './MixanografikaPage';
import { atRoute, freshLeadPage, showsTitleAndLeadForm } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Mixanografika',
  component: MixanografikaPage,
  decorators: [atRoute('/mixanografika')],
  tags: ['!autodocs'],
  beforeEach: freshLeadPage,
  // The calculator's frame is composited on a layer of its own, and the lead form card's rounded corner below it
  // anti-aliases a few pixels differently from one capture to the next (5 to 11 seen); nothing else may change.
  parameters: { layout: 'fullscreen', ...countersAtTheirFinalFigures, visual: { allowedMismatchedPixels: 30 } },
});

/** /mixanografika, as the site frames it: breadcrumbs, the page, its lead form and related services. */
export const Default = meta.story({ play: showsTitleAndLeadForm });

export const Mobile = meta.story(atPhoneWidth);
