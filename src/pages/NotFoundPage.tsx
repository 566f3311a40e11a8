import { pages } from '../../content/pages';
import { NotFound } from '../components/NotFound';
import { PageMeta } from '../layout/PageMeta';

/**
 * Any path outside the host's route table. One prerendered page answers every unknown path; the page
 * script logs the path asked for (so broken links can be found) and shows it in the sentence.
 */
export function NotFoundPage() {
  return (
    <>
      <PageMeta title={pages['not-found'].title} description={pages['not-found'].description} noindex />
      <NotFound homeHref="/" />
    </>
  );
}
