import Typography from '@mui/material/Typography';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { pages } from '../../content/pages';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useHost } from '../routing/HostContext';
import { communityPaths } from '../routing/paths';
import { EventCardSections } from '../sections/EventCardSections';
import { StandardPage } from '../layout/StandardPage';

/** Every event as a card linking to its page: what is ahead first (the featured one leading), then what has taken place. */
export function EventsPage() {
  const host = useHost();
  return (
    <StandardPage
      copy={pages.events}
      above={
        <Breadcrumbs
          items={[{ label: 'Community', href: communityPaths.community(host) }, { label: 'Events' }]}
        />
      }
    >
      <EventCardSections
        events={Object.values(eventRecords)}
        level={2}
        featuredFirst
        pastId="past-events"
        upcomingHeading={
          <Typography variant="h3" component="h2" sx={{ mb: 3 }}>
            {timing.upcomingHeading}
          </Typography>
        }
      />
    </StandardPage>
  );
}
