import { VideoEmbed } from '@cg/ui';
import { videoPoster } from '@cg/content/media';
import { videoPlayerUrl, type CompanyVideo } from '@cg/content/video';

/** One of the company's videos behind a facade with one of the project's posters (1 to 3). */
export function CompanyVideoEmbed({ video, poster }: { video: CompanyVideo; poster: number }) {
  return (
    <VideoEmbed
      src={videoPlayerUrl(video)}
      title={video.title}
      playLabel={`Αναπαραγωγή βίντεο: ${video.title}`}
      poster={videoPoster(poster)}
    />
  );
}
