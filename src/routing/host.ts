import { site } from '../../content/site.ts';

export type HostKind = 'main' | 'community';

export interface SiteOrigins {
  main: string;
  community: string;
}

export interface HostInfo {
  kind: HostKind;
  origins: SiteOrigins;
}

/** True when the host name contains the community brand word. The only place that knows the word. */
export function isCommunityHost(hostname: string, brandWord: string = site.communityBrandWord): boolean {
  return hostname.toLowerCase().includes(brandWord.toLowerCase());
}

export function hostKindOf(hostname: string): HostKind {
  return isCommunityHost(hostname) ? 'community' : 'main';
}

function isLocalHostname(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/**
 * The origins of both hosts as seen from the address in use. In production they come from
 * content/site.ts; on a developer's machine (localhost, *.localhost) they are derived from the
 * current address, so `womenloveai.localhost:5173` pairs with `localhost:5173`.
 */
export function resolveOrigins(url: URL, configured: SiteOrigins = site.origins): SiteOrigins {
  const { hostname, protocol, port } = url;
  if (!isLocalHostname(hostname)) return configured;
  const word = site.communityBrandWord.toLowerCase();
  const suffix = port ? `:${port}` : '';
  const labels = hostname.toLowerCase().split('.');
  const mainHostname = isCommunityHost(hostname)
    ? labels.filter((label) => !label.includes(word)).join('.') || 'localhost'
    : hostname;
  return {
    main: `${protocol}//${mainHostname}${suffix}`,
    community: `${protocol}//${word}.${mainHostname === 'localhost' || mainHostname.endsWith('.localhost') ? mainHostname : 'localhost'}${suffix}`,
  };
}

/** Everything the app needs to know about the host it is served from. */
export function hostInfoFromUrl(url: URL): HostInfo {
  return { kind: hostKindOf(url.hostname), origins: resolveOrigins(url) };
}
