import Container from '@mui/material/Container';
import { pages } from '../../content/pages';
import type { PodcastEpisode } from '../../content/types';
import { podcastEpisodes, podcastShow, podcastText as text } from '../../content/podcast';
import { scene } from '../art/scenes';
import { CardGrid } from '../components/CardGrid';
import { EpisodeCard, type EpisodeCardProps } from '../components/EpisodeCard';
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

/** What an episode's card is given: the episode, its date written out, and the page's words. */
export const episodeCardProps = ({ id, date, featured, ...episode }: PodcastEpisode): EpisodeCardProps => ({
  ...episode,
  number: id,
  date: showDate(date),
  dateTime: date,
  listenLabel: text.listenLabel,
  comingSoonLabel: text.comingSoonLabel,
  featuredLabel: featured ? text.featuredLabel : undefined,
  art: scene('podcast'),
});

/** The podcast: the show, where to listen, and its episodes. */
export function PodcastPage() {
  return (
    <>
      <StandardPage copy={pages.podcast} />
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 9 } }}>
        <PodcastFeature {...podcastShow} listenOnHeading={text.listenOnHeading} />
      </Container>
      <PageSection heading={text.episodesHeading}>
        <CardGrid columns={2} label={text.episodesHeading}>
          {podcastEpisodes.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard {...episodeCardProps(episode)} />
            </li>
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}
