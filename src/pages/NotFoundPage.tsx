import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pages } from '../../content/pages';
import { NotFound } from '../components/NotFound';
import { PageMeta } from './PageMeta';

/** Any path outside the host's route table. The path is logged so broken links can be found. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <>
      <PageMeta title={pages['not-found'].title} description={pages['not-found'].description} noindex />
      <NotFound homeHref="/" path={pathname} />
    </>
  );
}
