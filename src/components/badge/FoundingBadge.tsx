import Box from '@mui/material/Box';
import { useId, type Ref } from 'react';
import { BADGE_DEFAULT_SIZE, foundingBadgeSvg } from '../../badge/foundingBadgeSvg';

export interface FoundingBadgeProps {
  /** Width and height in pixels (400 unless the page asks for another size; the Founding 20 page shows it at 300). It never grows wider than the space it is in. */
  size?: number;
  /** A handle on the badge's element, for code that needs to reach it; it changes nothing on screen. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The round pink founding member badge ('Founding Member', 'The First 20', 'Est. 2025') with its
 * pink glow, as the Founding 20 page shows it and as members download it.
 */
export function FoundingBadge({ size = BADGE_DEFAULT_SIZE, ref }: FoundingBadgeProps) {
  // Gradient ids must be unique on the page and valid inside url(#…).
  const idPrefix = `badge-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Box
      component="span"
      ref={ref}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        maxWidth: '100%',
        lineHeight: 0,
        borderRadius: '50%',
        boxShadow: (t) => t.tokens.glow.strong,
        '& > svg': { width: '100%', height: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: foundingBadgeSvg({ size, idPrefix }) }}
    />
  );
}
