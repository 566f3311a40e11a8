import type { HostKind } from '../src/routing/host';
import { screenshotViewports, type ViewportName } from '../theme/breakpoints';

/**
 * The hosts the `host` global names (preview.tsx). A record, so that a new host kind fails to type
 * check here until it has its modes.
 */
const hostKindSet: Record<HostKind, true> = { main: true, community: true };
export const hostKinds = Object.keys(hostKindSet) as HostKind[];

/** How the Host switch names each host. */
export const hostTitles: Record<HostKind, string> = {
  main: 'Main host',
  community: 'Community host',
};

/**
 * What Chromatic takes one snapshot with: a viewport named by its key in preview's
 * `parameters.viewport.options`, and the `host` global.
 */
export interface ChromaticMode {
  viewport: ViewportName;
  host: HostKind;
}

export type ModeName = `${ViewportName}-${HostKind}`;

export const modeName = (width: ViewportName, host: HostKind): ModeName => `${width}-${host}`;

/** Every story at each width the local screenshots use, on each host. */
export const allModes: Readonly<Record<string, ChromaticMode>> = Object.fromEntries(
  screenshotViewports.flatMap((viewport) =>
    hostKinds.map((host) => [modeName(viewport, host), { viewport, host } satisfies ChromaticMode]),
  ),
);

export type ModeSetting = (ChromaticMode & { disable: false }) | { disable: true };

/**
 * The modes of a story that shows one width only (tagged `mobile-only` or `desktop-only`): the other
 * widths are switched off. Storybook merges parameters key by key, so a story can narrow what its
 * meta chose; the modes it keeps say `disable: false`, so that they win over a meta that switched
 * them off (Header: a desktop meta with mobile stories).
 */
export function onlyAt(width: ViewportName): Record<string, ModeSetting> {
  if (!screenshotViewports.includes(width)) throw new Error(`${width} is not a screenshot width`);
  return Object.fromEntries(
    Object.entries(allModes).map(([name, mode]): [string, ModeSetting] => [
      name,
      mode.viewport === width ? { ...mode, disable: false } : { disable: true },
    ]),
  );
}

/**
 * For a story tagged `route`: a page exactly as one of the site's addresses shows it, which the page
 * walk screenshots there. The local story screenshots leave it out, and so does Chromatic.
 */
export const leftToPageWalk = { disableSnapshot: true } as const;
