// The prompt library page inside the site's shell, as production builds it, with a library of
// any size: /?n=10000. Only the benchmark opens it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { prompts } from '../../../content/prompts';
import { AppProviders } from '../../../src/app/AppProviders';
import { FindPromptPage } from '../../../src/pages/FindPromptPage';
import { SiteLayout } from '../../../src/layout/SiteLayout';
import { hostInfoFromUrl } from '../../../src/routing/host';
import '../../../theme/fonts';
import { generatePrompts } from './generatePrompts';

const count = Number(new URL(window.location.href).searchParams.get('n') ?? prompts.length);
const library = generatePrompts(prompts, count);
const router = createBrowserRouter([
  { element: <SiteLayout />, children: [{ path: '*', element: <FindPromptPage prompts={library} /> }] },
]);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders host={hostInfoFromUrl(new URL('http://localhost/'))}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
