import { createContext, useContext, type ReactNode } from 'react';
import type { HostInfo } from './host';
import { site } from '../../content/site';

const defaultHost: HostInfo = { kind: 'main', origins: site.origins };

const HostContext = createContext<HostInfo>(defaultHost);

/** Supplies the host to the tree. Decided once, at boot or by the prerenderer; never read from `window` while rendering. */
export function HostProvider({ host, children }: { host: HostInfo; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useHost(): HostInfo {
  return useContext(HostContext);
}
