import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { pages } from '../../content/pages';
import { resources } from '../../content/resources';
import { ResourceCard } from '../components/ResourceCard';
import { useHost } from '../routing/HostContext';
import { linkTo } from '../routing/paths';
import { toResourceCard } from '../art/resourceIcons';
import { StandardPage } from '../layout/StandardPage';

export function ResourcesPage() {
  const host = useHost();
  return (
    <StandardPage copy={pages.resources}>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {resources.map((resource) => {
          const card = toResourceCard(resource);
          return (
            <Grid key={card.href} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <ResourceCard {...card} headingLevel="h2" />
            </Grid>
          );
        })}
      </Grid>
      <Box sx={{ mt: 5 }}>
        <Link href={linkTo(host, { page: 'about' }).href}>Read More</Link>
      </Box>
    </StandardPage>
  );
}
