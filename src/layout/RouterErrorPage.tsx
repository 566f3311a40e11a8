import { useEffect } from 'react';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageMeta } from './PageMeta';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The screen for a page that failed to load or draw, in the site's style. */
export function RouterErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Unexpected Application Error!', error);
  }, [error]);
  return (
    <>
      <PageMeta title="Something went wrong" description="This page could not be shown." noindex />
      <ErrorScreen
        homeHref="/"
        onRetry={() => window.location.reload()}
        detail={import.meta.env.DEV ? describe(error) : undefined}
      />
    </>
  );
}
