import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { NavListLink } from './NavListLink';
import type { NavLinkItem, NavMenu } from './navTypes';

export interface MobileNavProps {
  menu: NavMenu;
  links: NavLinkItem[];
  cta: NavLinkItem;
  defaultOpen?: boolean;
}

/** The small-screen menu: a toggle that opens the header's links as a stacked list, closed again on selection. */
export function MobileNav({ menu, links, cta, defaultOpen = false }: MobileNavProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const close = () => setOpen(false);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      document.getElementById(`${listId}-toggle`)?.focus();
    }
  };

  return (
    <Box onKeyDown={handleKeyDown}>
      <IconButton
        id={`${listId}-toggle`}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
        sx={{ color: 'text.primary', width: 44, height: 44 }}
      >
        {open ? <CloseRounded /> : <MenuRounded />}
      </IconButton>
      <Collapse
        in={open}
        id={listId}
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: '100%',
          bgcolor: 'background.paper',
          borderBottom: open ? 1 : 0,
          borderColor: 'divider',
          boxShadow: open ? 4 : 0,
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
                  <NavListLink key={item.href} item={item} onSelect={close} size="touch" indent />
                ))}
              </Box>
            </li>
            {links.map((item) => (
              <NavListLink key={item.href} item={item} onSelect={close} size="touch" />
            ))}
          </Box>
          <Button
            variant="contained"
            fullWidth
            href={cta.href}
            aria-current={cta.active ? 'page' : undefined}
            onClick={close}
            sx={{ mt: 2 }}
          >
            {cta.label}
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
}
