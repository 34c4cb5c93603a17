import { ButtonLink, CallToAction, EpisodeList, Section, VideoCards, visuallyHidden } from '@cg/ui';
import { Heading, Inline, Stack } from '@cg/ui/layout';
import { articlesPage as text } from '@cg/content/articlesPage';
import { pageSections } from '@cg/content/pageSections';
import { podcastLinks } from '@cg/content/podcastLinks';
import { podcast, podcastEpisodes } from '@cg/content/podcast';
import { tvAppearances } from '@cg/content/tvAppearances';
import { formatDateEl } from '../lib/dates';
import { routePath } from '../routePath';

const videos = tvAppearances.map((video, index) => ({
  key: `${video.id}-${index}`,
  title: video.title,
  href: video.url,
  thumbnail: { src: video.thumbnail, width: 960, height: 540 },
}));
const episodes = podcastEpisodes.map((episode) => ({
  ...episode,
  date: { iso: episode.date, display: formatDateEl(episode.date) },
  videoUrl: episode.youtubeUrl,
  reelUrl: episode.instagramReel,
}));

const sections = pageSections.articles;

/** Below the list on /articles: TV appearances, the podcast and the closing call. Static content. */
export function ArticlesExtras() {
  return (
    <>
      <Section id="tv" {...sections.tv} tone="subtle">
        <VideoCards videos={videos} newTabLabel={text.newTab} />
      </Section>
      <Section id="podcast" title={sections.podcast.title} intro={podcast.tagline}>
        <Stack space="xl">
          <Inline as="ul" space="sm">
            {[...podcastLinks.follow, ...podcastLinks.mail].map((link) => (
              <li key={link.label}>
                <ButtonLink href={link.href} tone="secondary" newTab={link.newTab}>
                  {link.label}
                  {link.newTab ? <span className={visuallyHidden}> {text.newTab}</span> : null}
                </ButtonLink>
              </li>
            ))}
          </Inline>
          <Heading level={3} size="xxl">
            {sections.episodes.title}
          </Heading>
          <EpisodeList
            episodes={episodes}
            labels={{
              episode: (id) => `Επεισόδιο ${id}`,
              watch: 'Δείτε το επεισόδιο',
              reel: 'Reel',
              newTab: text.newTab,
            }}
            headingLevel={4}
          />
          <Inline space="sm">
            <ButtonLink href={routePath('/entos-ylis')}>{text.allEpisodes}</ButtonLink>
          </Inline>
        </Stack>
      </Section>
      <CallToAction
        title={sections.contact.title}
        text={sections.contact.intro}
        action={{ label: text.contactAction, href: '/#contact' }}
      />
    </>
  );
}
