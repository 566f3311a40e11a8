import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { NavListLink } from './NavListLink';
import type { NavLinkItem, NavMenu } from '../navigation/navTypes';
import { MENU_ATTRIBUTE } from '../ui/heldInput';
import { pageLinkProps } from '../ui/links';
import { isPopoverOpen } from '../ui/popover';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface MobileNavProps {
  /**
   * The group listed first: its label ('Women Love AI') in small capitals, with its links ('Community')
   * indented beneath it.
   */
  menu: NavMenu;
  /**
   * The links listed after the group, in order: Courses, Playbook, Podcast. The current page's row is
   * highlighted.
   */
  links: NavLinkItem[];
  /** The full-width pink button at the foot of the list: 'Find A Prompt'. */
  cta: NavLinkItem;
  /** Shows the list already open, to review how it looks. */
  defaultOpen?: boolean;
}

/** How far below the top of the window the list opens: the header's height on a small screen. */
export const MOBILE_HEADER_HEIGHT = 64;

/**
 * The header's menu button on small screens: it opens the header's links as a list under the header,
 * and the list closes again when a link is chosen. The list is an HTML popover its button opens by
 * itself; the page script adds the rest (src/start/menus.ts), so the menu needs no app.
 */
export function MobileNav({ menu, links, cta, defaultOpen = false }: MobileNavProps) {
  const listId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (defaultOpen && !isPopoverOpen(panel.current)) panel.current?.showPopover();
  }, [defaultOpen]);

  return (
    <Box
      {...{ [MENU_ATTRIBUTE]: 'list' }}
      sx={{
        // The toggle's icon and name for each state; the popover's state is the only truth.
        '& .menu-when-open': { display: 'none' },
        '&:has(:popover-open) .menu-when-open': { display: 'inline-flex' },
        '&:has(:popover-open) .menu-when-closed': { display: 'none' },
      }}
    >
      <IconButton
        id={`${listId}-toggle`}
        popoverTarget={listId}
        aria-controls={listId}
        sx={{ color: 'text.primary', width: 44, height: 44 }}
      >
        <MenuRounded className="menu-when-closed" />
        <CloseRounded className="menu-when-open" />
        <Box component="span" className="menu-when-closed" sx={visuallyHidden}>
          Open menu
        </Box>
        <Box component="span" className="menu-when-open" sx={visuallyHidden}>
          Close menu
        </Box>
      </IconButton>
      <Box
        ref={panel}
        id={listId}
        popover="auto"
        sx={{
          // Under the sticky header, the width of the screen, in place of the browser's centred box.
          position: 'fixed',
          inset: `${MOBILE_HEADER_HEIGHT}px 0 auto 0`,
          width: '100%',
          maxHeight: `calc(100dvh - ${MOBILE_HEADER_HEIGHT}px)`,
          overflowY: 'auto',
          m: 0,
          p: 0,
          border: 0,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: 4,
        }}
      >
        <Box component="nav" aria-label="Main" sx={{ px: 2, py: 2 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            <li>
              <Typography
                component="span"
                variant="eyebrow"
                data-active={menu.active || undefined}
                sx={{ display: 'block', px: 2, pt: 1, pb: 0.5, color: 'text.secondary' }}
              >
                {menu.label}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {menu.items.map((item) => (
                  <NavListLink key={item.href} item={item} size="touch" indent />
                ))}
              </Box>
            </li>
            {links.map((item) => (
              <NavListLink key={item.href} item={item} size="touch" />
            ))}
          </Box>
          <Button variant="contained" fullWidth {...pageLinkProps(cta)} sx={{ mt: 2 }}>
            {cta.label}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
