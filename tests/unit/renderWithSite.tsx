import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '../../content/site';
import { AppProviders } from '../../src/app/AppProviders';
import type { HostKind } from '../../src/routing/host';

/** Renders a component inside the site's providers and a router at `path`. */
export function renderWithSite(
  ui: ReactElement,
  { kind = 'main', path = '/' }: { kind?: HostKind; path?: string } = {},
) {
  return render(
    <AppProviders host={{ kind, origins: site.origins }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
