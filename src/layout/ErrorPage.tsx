import { useEffect } from 'react';
import { ErrorScreen } from '../components/ErrorScreen';
import { useHost } from '../routing/HostContext';
import { documentTitle } from './documentTitle';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The screen for a part of a page that failed to load or draw, in the site's style. The tab's title
 * says so (React puts the title in the document's head from wherever it is drawn), and it is not indexed.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const host = useHost();
  useEffect(() => {
    console.error('Unexpected Application Error!', error);
  }, [error]);
  return (
    <>
      <title>{documentTitle(host.kind, 'Something went wrong')}</title>
      <meta name="robots" content="noindex" />
      <ErrorScreen
        homeHref="/"
        onRetry={() => window.location.reload()}
        detail={import.meta.env.DEV ? describe(error) : undefined}
      />
    </>
  );
}
