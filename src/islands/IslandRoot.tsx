import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import type { HostInfo } from '../routing/host';

/**
 * What every island renders inside, on the server and in the browser alike: the theme, the host,
 * the clock and the notices. The page's global styles (CssBaseline) are in its HTML already.
 */
export function IslandRoot({
  host,
  renderedAt,
  children,
}: {
  host: HostInfo;
  renderedAt: number;
  children: ReactNode;
}) {
  return (
    <AppProviders host={host} renderedAt={renderedAt} baseline={false}>
      {children}
    </AppProviders>
  );
}
