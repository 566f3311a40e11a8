import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { slackInvite } from '../../content/community';
import { eventTimingText as timing } from '../../content/eventTiming';
import type { EventRecord } from '../../content/types';
import { CardGrid } from '../components/CardGrid';
import { scene } from '../art/scenes';
import { EventCard } from '../components/EventCard';
import { externalLinkProps } from '../ui/externalLink';
import { eventCardText } from '../events/eventText';
import { hiddenWhenAny, phaseKey, phaseKeys, shownWhenAny } from '../events/phaseKeys';
import { eventWindow } from '../events/schedule';
import { useHost } from '../routing/HostContext';
import { communityPaths } from '../routing/paths';
import { measure } from '../../theme/measure';

export interface EventCardSectionsProps {
  /** The events to show, each as its card. */
  events: readonly EventRecord[];
  /**
   * The heading level of 'Past events' and of the 'Nothing on the calendar just yet' panel: 2 on the
   * events page, 3 inside a section of the community page. Past cards' titles sit one level below;
   * upcoming cards' titles one level below `upcomingHeading` when there is one, else at this level.
   */
  level: 2 | 3;
  /** A heading above the upcoming cards, e.g. 'Upcoming events' on the events page; it hides with them when nothing is ahead. */
  upcomingHeading?: ReactNode;
  /** The featured event leads the upcoming cards, and both grids have three columns instead of two (the events page). */
  featuredFirst?: boolean;
  /** The anchor of the past events block, which the 'See past events' button jumps to, e.g. 'past-events'. */
  pastId: string;
}

const windowOf = (event: EventRecord) => eventWindow(event.schedule);
const ahead = (event: EventRecord) => phaseKeys(event.slug, ['upcoming', 'ongoing']);

/**
 * The event cards of the events page and the community page, in two lists: what is still ahead
 * (soonest first), and what has taken place (latest first) under 'Past events'. When nothing is
 * ahead, the first list gives way to a panel saying what to do instead.
 */
export function EventCardSections({
  events,
  level,
  upcomingHeading,
  featuredFirst = false,
  pastId,
}: EventCardSectionsProps) {
  const host = useHost();
  const soonestFirst = [...events].sort(
    (a, b) =>
      (featuredFirst ? Number(b.featured) - Number(a.featured) : 0) || windowOf(a).start - windowOf(b).start,
  );
  const latestFirst = [...events].sort((a, b) => windowOf(b).end - windowOf(a).end);
  const anyAhead = events.flatMap(ahead);
  const anyPast = events.map((event) => phaseKey(event.slug, 'past'));
  const heading = `h${level}` as const;
  const below = `h${level + 1}` as 'h3' | 'h4';
  const upcomingCard = upcomingHeading ? below : heading;

  return (
    <Stack spacing={6} useFlexGap>
      <Box sx={shownWhenAny(anyAhead)}>
        {upcomingHeading}
        <CardGrid columns={featuredFirst ? 3 : 2} label={timing.upcomingHeading}>
          {soonestFirst.map((event) => (
            <Box component="li" key={event.slug} sx={shownWhenAny(ahead(event))}>
              <EventCard
                {...eventCardText(event)}
                art={scene(event.art)}
                featured={event.featured}
                href={communityPaths.event(host, event.slug)}
                headingLevel={upcomingCard}
              />
            </Box>
          ))}
        </CardGrid>
      </Box>
      <Box
        sx={[
          {
            p: { xs: 3, md: 4 },
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          },
          hiddenWhenAny(anyAhead),
        ]}
      >
        <Typography variant="h4" component={heading} sx={{ mb: 1 }}>
          {timing.noneAheadHeading}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: measure(60) }}>
          {timing.noneAheadText}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
          {slackInvite.url && (
            <Button
              variant="contained"
              href={slackInvite.url}
              {...externalLinkProps}
              endIcon={<OpenInNewRounded aria-hidden="true" />}
            >
              {slackInvite.label}
            </Button>
          )}
          <Button
            variant="outlined"
            href={`#${pastId}`}
            endIcon={<ArrowDownwardRounded aria-hidden="true" />}
          >
            {timing.noneAheadPastLink}
          </Button>
        </Stack>
      </Box>
      <Box
        component="section"
        id={pastId}
        aria-labelledby={`${pastId}-heading`}
        sx={[{ scrollMarginTop: 96 }, shownWhenAny(anyPast)]}
      >
        <Typography id={`${pastId}-heading`} variant="h3" component={heading} sx={{ mb: 1 }}>
          {timing.pastHeading}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: measure(60) }}>
          {timing.pastIntro}
        </Typography>
        <CardGrid columns={featuredFirst ? 3 : 2} label={timing.pastHeading}>
          {latestFirst.map((event) => (
            <Box component="li" key={event.slug} sx={shownWhenAny([phaseKey(event.slug, 'past')])}>
              <EventCard
                {...eventCardText(event)}
                art={scene(event.art)}
                href={communityPaths.event(host, event.slug)}
                headingLevel={below}
              />
            </Box>
          ))}
        </CardGrid>
      </Box>
    </Stack>
  );
}
