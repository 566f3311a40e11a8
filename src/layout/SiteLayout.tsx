import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { resources } from '../../content/resources';
import { site } from '../../content/site';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { SkipLink } from '../components/SkipLink';
import { useHost } from '../routing/HostContext';
import { ErrorBoundary } from './ErrorBoundary';
import { toResourceCard } from '../art/resourceIcons';
import { buildNavigation } from '../navigation/siteNavigation';

export const MAIN_CONTENT_ID = 'main-content';

/** What the footer says on every page of either host; its links come from the navigation. */
export const footerWords = {
  siteName: site.name,
  tagline: site.tagline,
  resources: resources.map(toResourceCard),
  communityTitle: site.communityName,
  copyrightYear: site.copyrightYear,
};

// Header and footer depend on the path only: a change of search parameters (the prompt library's
// filters, say) re-renders the page without them.
const SiteHeader = memo(Header);
const SiteFooter = memo(Footer);

/** The shell around every page: skip link, header, the page, footer. */
export function SiteLayout() {
  const host = useHost();
  const { pathname } = useLocation();
  const nav = useMemo(() => buildNavigation(host, pathname), [host, pathname]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader siteName={site.name} {...nav.header} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </Box>
      <SiteFooter {...footerWords} {...nav.footer} />
    </Box>
  );
}
