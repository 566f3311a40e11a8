import Box from '@mui/material/Box';
import { useId, type Ref } from 'react';
import { BADGE_DEFAULT_SIZE, foundingBadgeSvg } from '../../badge/foundingBadgeSvg';

export interface FoundingBadgeProps {
  /** Width and height in pixels (400 unless the page asks for another size). */
  size?: number;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The founding member badge, drawn from the same SVG markup as its downloads. The markup is the
 * site's own constant drawing (no visitor text goes into it), so it is placed as it is.
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
