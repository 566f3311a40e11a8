/**
 * The development server's page (index.html): the whole site drawn in the browser, for hot reload.
 * Each page is a document of its own, as in production, where pages are prerendered HTML and only
 * their islands are hydrated; here an island is drawn in place with the rest.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../../theme/fonts';
import { AppProviders } from '../app/AppProviders';
import { markEventPhases } from '../events/phases';
import { SiteRoutes } from '../pages/siteRoutes';
import { PAGE_READY_ATTRIBUTE } from '../ui/markup';
import { hostInfoFromUrl } from '../routing/host';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const host = hostInfoFromUrl(new URL(window.location.href));
// What the head script does on a built page; an island here is drawn live, so no input waits for it.
markEventPhases(document.documentElement, Date.now());
createRoot(root).render(
  <StrictMode>
    <AppProviders host={host} renderedAt={0}>
      <BrowserRouter>
        <SiteRoutes kind={host.kind} />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
root.setAttribute(PAGE_READY_ATTRIBUTE, '');
// The page script, once the page is drawn: it states the menus' buttons as it finds them.
void import('./pageScript');
