import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { externalLinkProps } from '../components/externalLink';
import { useHost } from '../routing/HostContext';
import { linkTo } from '../routing/paths';
import { StandardPage } from './StandardPage';

export function HomePage() {
  const host = useHost();
  return (
    <StandardPage
      copy={pages.home}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {site.links.newsletter.url && (
            <Button variant="contained" size="large" href={site.links.newsletter.url} {...externalLinkProps}>
              Subscribe to the newsletter
            </Button>
          )}
          <Button variant="outlined" size="large" href={linkTo(host, { page: 'find-prompt' }).href}>
            Find A Prompt
          </Button>
        </Stack>
      }
    />
  );
}
