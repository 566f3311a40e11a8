import Link from '@mui/material/Link';
import { externalLinkProps } from '../ui/externalLink';
import type { NavLinkItem } from '../navigation/navTypes';

export interface NavListLinkProps {
  /**
   * The link: its words ('Community'), where it goes, whether it is the current page (then highlighted
   * pink) and whether it leaves the site (then it opens in a new tab).
   */
  item: NavLinkItem;
  /**
   * `menu` for the rows of the header's dropdown; `touch` for the small-screen menu's rows, which are
   * taller (12 px above and below the words, against 10 px) and semibold, to be easy to tap.
   */
  size?: 'menu' | 'touch';
  /**
   * Indents the words under a group label, 32 px from the left instead of 16 px: the Community link
   * under 'Women Love AI' in the small-screen menu.
   */
  indent?: boolean;
}

/**
 * One row of a navigation list, in the header's dropdown and the small-screen menu: a full-width
 * link, highlighted pink when it is the current page.
 */
export function NavListLink({ item, size = 'menu', indent = false }: NavListLinkProps) {
  const touch = size === 'touch';
  return (
    <li>
      <Link
        href={item.href}
        underline="none"
        aria-current={item.active ? 'page' : undefined}
        {...(item.external ? externalLinkProps : {})}
        sx={{
          display: 'block',
          px: 2,
          pl: indent ? 4 : 2,
          py: touch ? 1.5 : 1.25,
          borderRadius: 2,
          color: 'text.primary',
          fontWeight: touch ? 600 : 500,
          '&:hover': { bgcolor: 'surface.muted' },
          '&[aria-current="page"]': { bgcolor: 'brand.tint', color: 'brand.dark', fontWeight: 600 },
        }}
      >
        {item.label}
      </Link>
    </li>
  );
}
