import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavMenu } from './navTypes';
import { navTiming } from './navTiming';
import { NavListLink } from './NavListLink';
import { navButtonSx } from './navStyles';

export interface NavDropdownProps {
  menu: NavMenu;
  /** Start open (for stories and screenshots). */
  defaultOpen?: boolean;
  timing?: typeof navTiming;
}

/**
 * A disclosure menu for site navigation: opens on hover after a delay or at once on click,
 * Enter, Space or ArrowDown; closes on Escape, on leaving it with the pointer or focus, and on selection.
 */
export function NavDropdown({ menu, defaultOpen = false, timing = navTiming }: NavDropdownProps) {
  const [open, setOpen] = useState(defaultOpen);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const close = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    setOpen((wasOpen) => {
      if (wasOpen) closedAt.current = Date.now();
      return false;
    });
  }, []);

  useEffect(() => clearTimers, []);

  const handlePointerEnter = () => {
    clearTimeout(closeTimer.current);
    if (open) return;
    clearTimeout(openTimer.current);
    const withinSkip = Date.now() - closedAt.current < timing.skipDelay;
    if (withinSkip) setOpen(true);
    else openTimer.current = setTimeout(() => setOpen(true), timing.openDelay);
  };

  const handlePointerLeave = () => {
    clearTimeout(openTimer.current);
    if (!open) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, timing.closeDelay);
  };

  const focusItem = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    const i = (index + links.length) % links.length;
    links[i]?.focus();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      clearTimers();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const handlePanelKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <Box
      sx={{ position: 'relative' }}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <Button
        ref={triggerRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimers();
          if (open) close();
          else setOpen(true);
        }}
        onKeyDown={handleTriggerKeyDown}
        endIcon={
          <KeyboardArrowDownRounded
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        data-active={menu.active || undefined}
        sx={navButtonSx}
      >
        {menu.label}
      </Button>
      <Paper
        ref={panelRef}
        id={panelId}
        hidden={!open}
        elevation={8}
        onKeyDown={handlePanelKeyDown}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          mt: 1,
          minWidth: 220,
          p: 1,
          zIndex: (t) => t.zIndex.appBar + 1,
          border: 1,
          borderColor: 'divider',
          '&[hidden]': { display: 'none' },
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {menu.items.map((item) => (
            <NavListLink key={item.href} item={item} onSelect={close} />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
