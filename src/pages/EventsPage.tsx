import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { events, eventSlugs } from '../../content/events';
import { pages } from '../../content/pages';
import { useHost } from '../routing/HostContext';
import { communityPaths } from '../routing/paths';
import { StandardPage } from './StandardPage';

export function EventsPage() {
  const host = useHost();
  return (
    <StandardPage copy={pages.events}>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {eventSlugs.map((slug) => {
          const event = events[slug];
          return (
            <li key={slug}>
              <Typography variant="h5" component="h2">
                <Link href={communityPaths.event(host, slug)}>{event.title}</Link>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {[event.when, event.time, event.location].filter(Boolean).join(' · ')}
              </Typography>
            </li>
          );
        })}
      </Stack>
    </StandardPage>
  );
}
