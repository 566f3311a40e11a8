import { useLocation } from 'react-router-dom';
import { pages } from '../../content/pages';
import { scene } from '../art/scenes';
import { NotFound } from '../components/NotFound';
import { PageMeta } from '../layout/PageMeta';
import { useAfterHydration } from '../ui/useAfterHydration';

/**
 * Any path outside the host's route table. One prerendered page answers every unknown path: the page
 * script logs the path asked for (so broken links can be found) and shows it in the sentence. Drawn
 * in the browser (a story, the development server), the page names the path itself.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const shownPath = useAfterHydration<string | undefined>(pathname, undefined);
  return (
    <>
      <PageMeta title={pages['not-found'].title} description={pages['not-found'].description} noindex />
      <NotFound homeHref="/" path={shownPath} picture={scene(pages['not-found'].art)} />
    </>
  );
}
