import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { EntosYlisPage } from './EntosYlisPage';
import { atRoute, showsTitle } from './pageStory';

const meta = preview.meta({
  title: 'Pages/EntosYlis',
  component: EntosYlisPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/entos-ylis')],
  tags: ['!autodocs'],
});

/** /entos-ylis, as the site frames it: breadcrumbs, the page and related services. */
export const Default = meta.story({ play: showsTitle });

export const Mobile = meta.story(atPhoneWidth);
