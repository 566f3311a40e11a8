import type { ComponentType, ReactElement } from 'react';
import type { EventSlug } from '../../content/types';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { SiteLayout } from '../layout/SiteLayout';
import type { HostKind } from '../routing/host';
import { routeTable, screens, type RouteDef } from '../routing/routes';

/**
 * The screens are the files of src/pages/ that content/pages.ts names; each exports a component of
 * its file's name. (The 404 page is part of the shell.) Pages are rendered when the site is built,
 * so they are all here at once; in the browser only a page's islands are loaded (src/islands/).
 */
const screenFiles = import.meta.glob<Record<string, ComponentType<ScreenProps>>>(
  ['./*Page.tsx', '!./NotFoundPage.tsx'],
  { eager: true },
);

/** What a screen is given: an event page, its event. */
interface ScreenProps {
  slug?: EventSlug;
}

const screenComponents = new Map(
  screens.map(({ page, screen }) => {
    const Screen = screenFiles[`./${screen}.tsx`]?.[screen];
    if (!Screen) throw new Error(`No component ${screen} in src/pages/${screen}.tsx for the screen ${page}`);
    return [page, Screen];
  }),
);

function pageElement(route: RouteDef): ReactElement {
  const Screen = screenComponents.get(route.page);
  if (!Screen) throw new Error(`No screen for ${route.page}`);
  return <Screen slug={route.event} />;
}

/** The route of the host's table that shows `path`; none means the 404 page. */
export function routeAt(kind: HostKind, path: string): RouteDef | undefined {
  return matchRoutes([...routeTable(kind)], path)?.[0]?.route;
}

/** The host's route table inside the site shell, then the 404 page. */
export function SiteRoutes({ kind }: { kind: HostKind }) {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeTable(kind).map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
