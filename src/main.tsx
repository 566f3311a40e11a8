import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '../theme/fonts';
import { AppProviders } from './AppProviders';
import { createRoutes } from './appRoutes';
import { hostInfoFromUrl } from './routing/host';
import { preloadRoutes } from './routing/preloadRoutes';

const host = hostInfoFromUrl(new URL(window.location.href));
const routes = createRoutes(host.kind);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first page's own chunk is loaded before the first render, so it appears in one step.
await preloadRoutes(routes, window.location.pathname);
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders host={host}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
