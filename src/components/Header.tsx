import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';
import { externalLinkProps } from '../ui/externalLink';
import { pageLinkProps } from '../ui/links';
import { navButtonSx } from '../navigation/navStyles';
import type { NavLinkItem, NavMenu } from '../navigation/navTypes';

export interface HeaderProps {
  /** The name shown beside the logo mark: 'The AI Edit'. */
  siteName: string;
  /** Where the logo leads: the home page of the site being visited, '/'. */
  logoHref: string;
  /**
   * The dropdown of community pages: its label ('Women Love AI'), the links inside it ('Community'),
   * and whether the visitor is in that section, which highlights the trigger.
   */
  menu: NavMenu;
  /**
   * The text links after the dropdown, in order: Courses, Playbook, Podcast. The current page's link is
   * highlighted.
   */
  links: NavLinkItem[];
  /** The pink button at the end of the bar, the one call to action: 'Find A Prompt'. */
  cta: NavLinkItem;
  /** Shows the community dropdown already open, to review how it looks. */
  menuOpen?: boolean;
  /** Shows the small-screen menu already open, to review how it looks. */
  mobileOpen?: boolean;
}

/**
 * The bar at the top of every page: the logo, the 'Women Love AI' menu, the Courses, Playbook and
 * Podcast links and the pink 'Find A Prompt' button. It stays in view as the page scrolls; on small
 * screens the links fold into a menu button.
 */
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
                {...pageLinkProps(item)}
                {...(item.external ? externalLinkProps : {})}
                sx={navButtonSx}
              >
                {item.label}
              </Button>
            ))}
            <Button variant="contained" {...pageLinkProps(cta)} sx={{ ml: 1.5 }}>
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
