import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { PageCopy } from '../../content/types';
import { scene } from '../art/scenes';
import { PageHeader } from '../components/PageHeader';
import { PageMeta } from './PageMeta';

export interface StandardPageProps {
  copy: PageCopy;
  /** Calls to action inside the header band. */
  actions?: ReactNode;
  above?: ReactNode;
  children?: ReactNode;
  /** The body widens on very large screens (from the xl breakpoint) instead of keeping the header band's width. */
  wide?: boolean;
}

/** A page's head, header band and body, from its copy in content/pages.ts. */
export function StandardPage({ copy, actions, above, children, wide = false }: StandardPageProps) {
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} />
      <PageHeader
        heading={copy.heading}
        eyebrow={copy.eyebrow}
        intro={copy.intro}
        above={above}
        art={scene(copy.art)}
      >
        {actions}
      </PageHeader>
      {children && (
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 }, ...(wide ? { maxWidth: { xl: 'xl' } } : {}) }}>
          {children}
        </Container>
      )}
    </>
  );
}
