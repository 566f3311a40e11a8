import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useRef } from 'react';
import type { NavMenu } from '../navigation/navTypes';
import { MENU_ATTRIBUTE } from '../ui/heldInput';
import { isPopoverOpen, underAnchorSx } from '../ui/popover';
import { NavListLink } from './NavListLink';
import { navButtonSx } from '../navigation/navStyles';

export interface NavDropdownProps {
  /**
   * The trigger's label and the links in its panel: 'Women Love AI', holding 'Community'. When the
   * visitor is on a page of the group, the trigger is highlighted.
   */
  menu: NavMenu;
  /** Shows the panel already open, to review how it looks. */
  defaultOpen?: boolean;
}

/**
 * The 'Women Love AI' menu in the header bar: a button that opens a small panel of the community's
 * pages under it, on click, on hover or from the keyboard. The panel is an HTML popover its button
 * opens by itself; the page script adds the hover timings, the arrow keys and closing when focus
 * leaves (src/start/menus.ts), so the menu needs no app.
 */
export function NavDropdown({ menu, defaultOpen = false }: NavDropdownProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const anchor = `--menu-${panelId.replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (defaultOpen && !isPopoverOpen(panelRef.current)) panelRef.current?.showPopover();
  }, [defaultOpen]);

  return (
    <Box sx={{ position: 'relative' }} {...{ [MENU_ATTRIBUTE]: 'dropdown' }}>
      <Button
        color="inherit"
        popoverTarget={panelId}
        aria-controls={panelId}
        endIcon={<KeyboardArrowDownRounded aria-hidden="true" sx={{ transition: 'transform 150ms' }} />}
        data-active={menu.active || undefined}
        sx={{
          ...navButtonSx,
          anchorName: anchor,
          '&:has(+ :popover-open) .MuiButton-endIcon svg': { transform: 'rotate(180deg)' },
        }}
      >
        {menu.label}
      </Button>
      <Paper
        ref={panelRef}
        id={panelId}
        popover="auto"
        elevation={8}
        sx={{
          ...underAnchorSx(anchor),
          mt: 1,
          minWidth: 220,
          p: 1,
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {menu.items.map((item) => (
            <NavListLink key={item.href} item={item} />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
