import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { ImeridesPage } from './ImeridesPage';
import { atRoute, showsTitle } from './pageStory';

const meta = preview.meta({
  title: 'Pages/Imerides',
  component: ImeridesPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/imerides')],
  tags: ['!autodocs'],
});

/** /imerides, as the site frames it: breadcrumbs, the page and related services. */
export const Default = meta.story({ play: showsTitle });

export const Mobile = meta.story(atPhoneWidth);
