/** Shared look of the header's text links and the dropdown trigger; highlighted when active. */
export const navButtonSx = {
  color: 'text.primary',
  fontWeight: 600,
  px: 1.5,
  borderRadius: 999,
  '&:hover': { bgcolor: 'surface.muted' },
  '&[data-active], &[aria-current="page"]': { color: 'brand.dark', bgcolor: 'brand.tint' },
} as const;
