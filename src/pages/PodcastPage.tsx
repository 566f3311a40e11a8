import Container from '@mui/material/Container';
import { pages } from '../../content/pages';
import { podcastEpisodes, podcastShow, podcastText as text } from '../../content/podcast';
import { CardGrid } from '../components/CardGrid';
import { EpisodeCard } from '../components/EpisodeCard';
import { PageSection } from '../components/PageSection';
import { PodcastFeature } from '../components/PodcastFeature';
import { StandardPage } from '../layout/StandardPage';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-09-18' → '18 September 2025', the same on every machine. */
const showDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

/** The podcast: the show, where to listen, and its episodes. */
export function PodcastPage() {
  return (
    <>
      <StandardPage copy={pages.podcast} />
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 9 } }}>
        <PodcastFeature
          title={podcastShow.title}
          description={podcastShow.description}
          host={podcastShow.host}
          listenOn={podcastShow.listenOn}
          listenOnHeading={text.listenOnHeading}
        />
      </Container>
      <PageSection heading={text.episodesHeading}>
        <CardGrid columns={2} label={text.episodesHeading}>
          {podcastEpisodes.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard
                number={episode.id}
                title={episode.title}
                description={episode.description}
                guest={episode.guest}
                minutes={episode.minutes}
                date={showDate(episode.date)}
                dateTime={episode.date}
                link={episode.link}
                listenLabel={text.listenLabel}
                comingSoonLabel={text.comingSoonLabel}
                featuredLabel={episode.featured ? text.featuredLabel : undefined}
              />
            </li>
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}
