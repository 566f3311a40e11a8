import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pages } from '../../content/pages';
import { NotFound } from '../components/NotFound';
import { useClientValue } from '../ui/useClientValue';
import { PageMeta } from '../layout/PageMeta';

/** Any path outside the host's route table. The path is logged so broken links can be found. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  // One prerendered 404 page answers every unknown path, so the path is shown once in the browser.
  const shownPath = useClientValue<string | undefined>(pathname, undefined);
  return (
    <>
      <PageMeta title={pages['not-found'].title} description={pages['not-found'].description} noindex />
      <NotFound homeHref="/" path={shownPath} />
    </>
  );
}
