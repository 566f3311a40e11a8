import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavMenu } from '../navigation/navTypes';
import { isPopoverOpen, placeUnder, underAnchorSx } from '../ui/popover';
import { useClientValue } from '../ui/useClientValue';
import { navTiming } from '../navigation/navTiming';
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
  /**
   * The pointer timings, in milliseconds: how long the pointer rests on the trigger before the panel
   * opens (200), how soon after closing a hover reopens it at once (300), and how long the panel stays
   * after the pointer leaves (150). Leave it unset: the site uses these, the specification's values.
   */
  timing?: typeof navTiming;
}

/**
 * The 'Women Love AI' menu in the header bar: a button that opens a small panel of the community's
 * pages under it, on click, on hover or from the keyboard.
 */
export function NavDropdown({ menu, defaultOpen = false, timing = navTiming }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const live = useClientValue(true, false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const anchor = `--menu-${panelId.replace(/[^a-zA-Z0-9]/g, '')}`;

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const show = useCallback(() => {
    if (!isPopoverOpen(panelRef.current)) panelRef.current?.showPopover();
  }, []);

  const close = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    if (isPopoverOpen(panelRef.current)) panelRef.current?.hidePopover();
  }, []);

  useEffect(() => {
    if (defaultOpen) show();
    // Opened before the app started, it is open now.
    setOpen(isPopoverOpen(panelRef.current));
  }, [defaultOpen, show]);

  useEffect(() => clearTimers, []);

  const handleToggle = (event: { newState?: string }) => {
    const opened = event.newState === 'open';
    if (!opened) closedAt.current = Date.now();
    const panel = panelRef.current;
    const trigger = triggerRef.current;
    if (opened && panel && trigger) placeUnder(panel, trigger);
    setOpen(opened);
  };

  const handlePointerEnter = () => {
    clearTimeout(closeTimer.current);
    if (open) return;
    clearTimeout(openTimer.current);
    const withinSkip = Date.now() - closedAt.current < timing.skipDelay;
    if (withinSkip) show();
    else openTimer.current = setTimeout(show, timing.openDelay);
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
      show();
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

  // The browser closes a popover on Escape by itself; the app does the same for a key it did not see
  // as the visitor's own (a key sent by assistive software or a script), and puts focus on the trigger.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isPopoverOpen(panelRef.current)) return;
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
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
        popoverTarget={panelId}
        // Before the app runs the browser states a popover trigger's expanded state; then the app does.
        aria-expanded={live ? open : undefined}
        aria-controls={panelId}
        onClick={clearTimers}
        onKeyDown={handleTriggerKeyDown}
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
        onToggle={handleToggle}
        elevation={8}
        onKeyDown={handlePanelKeyDown}
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
            <NavListLink key={item.href} item={item} onSelect={close} />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
