import { eventCards } from '../../content/community';
import { pages } from '../../content/pages';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CardGrid } from '../components/CardGrid';
import { EventCard } from '../components/EventCard';
import { useHost } from '../routing/HostContext';
import { communityPaths } from '../routing/paths';
import { StandardPage } from './StandardPage';

/** Every event as a card, the featured one first, each linking to its page. */
export function EventsPage() {
  const host = useHost();
  const featuredFirst = [...eventCards].sort((a, b) => Number(b.featured) - Number(a.featured));
  return (
    <StandardPage
      copy={pages.events}
      above={
        <Breadcrumbs
          items={[{ label: 'Community', href: communityPaths.community(host) }, { label: 'Events' }]}
        />
      }
    >
      <CardGrid label="Events">
        {featuredFirst.map((event) => (
          <li key={event.id}>
            <EventCard {...event} href={communityPaths.event(host, event.id)} headingLevel="h2" />
          </li>
        ))}
      </CardGrid>
    </StandardPage>
  );
}
