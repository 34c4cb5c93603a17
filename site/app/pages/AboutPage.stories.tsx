import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { AboutPage } from './AboutPage';
import { atRoute, showsTitle } from './pageStory';

const meta = preview.meta({
  title: 'Pages/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/about')],
  tags: ['!autodocs'],
});

/** /about, as the site frames it: breadcrumbs, the page and related services. */
export const Default = meta.story({ play: showsTitle });

export const Mobile = meta.story(atPhoneWidth);
