import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';
import { externalLinkProps } from '../ui/externalLink';
import { navButtonSx } from '../navigation/navStyles';
import type { NavLinkItem, NavMenu } from '../navigation/navTypes';

export interface HeaderProps {
  siteName: string;
  /** The root of the current host. */
  logoHref: string;
  menu: NavMenu;
  links: NavLinkItem[];
  /** The prominent call to action ('Find A Prompt'). */
  cta: NavLinkItem;
  /** Start with the dropdown open (stories). */
  menuOpen?: boolean;
  /** Start with the small-screen menu open (stories). */
  mobileOpen?: boolean;
}

/** The site header, fixed at the top: logo, the community dropdown, text links and the call to action. */
export function Header({ siteName, logoHref, menu, links, cta, menuOpen, mobileOpen }: HeaderProps) {
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2, position: 'static' }}>
          <Logo href={logoHref} siteName={siteName} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 'auto' }}
          >
            <NavDropdown menu={menu} defaultOpen={menuOpen} />
            {links.map((item) => (
              <Button
                key={item.href}
                href={item.href}
                aria-current={item.active ? 'page' : undefined}
                {...(item.external ? externalLinkProps : {})}
                sx={navButtonSx}
              >
                {item.label}
              </Button>
            ))}
            <Button
              variant="contained"
              href={cta.href}
              aria-current={cta.active ? 'page' : undefined}
              sx={{ ml: 1.5 }}
            >
              {cta.label}
            </Button>
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' }, ml: 'auto' }}>
            <MobileNav menu={menu} links={links} cta={cta} defaultOpen={mobileOpen} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
