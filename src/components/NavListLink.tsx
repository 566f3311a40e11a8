import Link from '@mui/material/Link';
import { externalLinkProps } from '../ui/externalLink';
import type { NavLinkItem } from '../navigation/navTypes';

export interface NavListLinkProps {
  item: NavLinkItem;
  /** Called when the link is chosen, so the list around it can close. */
  onSelect?: () => void;
  /** `menu` for pointer-sized dropdown rows, `touch` for the taller rows of the mobile menu. */
  size?: 'menu' | 'touch';
  /** Indents the link under a group label. */
  indent?: boolean;
}

/** One row of a navigation list: a full-width link, highlighted when it is the current page. */
export function NavListLink({ item, onSelect, size = 'menu', indent = false }: NavListLinkProps) {
  const touch = size === 'touch';
  return (
    <li>
      <Link
        href={item.href}
        underline="none"
        aria-current={item.active ? 'page' : undefined}
        onClick={onSelect}
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
