import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '../theme/fonts';
import { AppProviders } from './AppProviders';
import { createRoutes } from './appRoutes';
import { hostInfoFromUrl } from './routing/host';

const host = hostInfoFromUrl(new URL(window.location.href));
const router = createBrowserRouter(createRoutes(host.kind));
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders host={host}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
