import { ButtonLink, EpisodeList, PageHeader, PlatformLinks, Section, visuallyHidden } from '@cg/ui';
import { Inline, Stack } from '@cg/ui/layout';
import { podcast, podcastEpisodes } from '@cg/content/podcast';
import { formatDateEl } from '../lib/dates';

const newTab = '(ανοίγει σε νέα καρτέλα)';

/** /entos-ylis: the weekly video podcast, where to listen, and all nine episodes. */
export function EntosYlisPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader
            title={podcast.title}
            lead={
              <>
                {podcast.tagline} Σε συνεργασία με το {podcast.partner.name}, κάθε εβδομάδα.
              </>
            }
          />
          <PlatformLinks platforms={podcast.platforms} newTabLabel={newTab} />
        </Stack>
      </Section>
      <Section title="Όλα τα επεισόδια">
        <Stack space="xl">
          <EpisodeList
            episodes={podcastEpisodes.map((episode) => ({
              ...episode,
              date: { iso: episode.date, display: formatDateEl(episode.date) },
              videoUrl: episode.youtubeUrl,
              reelUrl: episode.instagramReel,
            }))}
            labels={{ episode: (id) => `Επεισόδιο ${id}`, watch: 'Δείτε το επεισόδιο', reel: 'Reel', newTab }}
          />
          <Inline space="sm">
            <ButtonLink href={podcast.allEpisodesUrl} newTab>
              Όλα τα επεισόδια στο {podcast.partner.name}
              <span className={visuallyHidden}> {newTab}</span>
            </ButtonLink>
            <ButtonLink href="/" tone="secondary">
              Επιστροφή στην αρχική
            </ButtonLink>
          </Inline>
        </Stack>
      </Section>
    </>
  );
}
