import Box from '@mui/material/Box';
import { useMemo, type Ref } from 'react';
import { splitPlaceholders } from '../prompts/promptPlaceholders';

export interface PromptTextProps {
  text: string;
  /** Names the scrollable box for screen readers, e.g. "Prompt: Five subject lines that get opened". */
  label: string;
  ref?: Ref<HTMLPreElement>;
  id?: string;
}

/**
 * A prompt in monospace, the blanks to fill in highlighted. The box scrolls when the
 * prompt is long, and can take keyboard focus so it can be scrolled without a mouse.
 */
export function PromptText({ text, label, ref, id }: PromptTextProps) {
  const parts = useMemo(() => splitPlaceholders(text), [text]);
  return (
    <Box
      component="pre"
      ref={ref}
      id={id}
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.75,
        maxHeight: '15rem',
        overflowY: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'code',
        color: 'text.primary',
        bgcolor: 'surface.subtle',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'brand.main', outlineOffset: 2 },
        '&::selection, & *::selection': { bgcolor: 'brand.tintStrong' },
        // The blanks are plain <mark>s styled from here: one style for the whole prompt, however many blanks.
        '& mark': {
          color: 'text.primary',
          bgcolor: 'brand.tintStrong',
          borderRadius: 0.5,
          px: 0.25,
          fontWeight: 600,
          boxShadow: (t) => `inset 0 -2px 0 ${t.palette.brand.main}`,
        },
      }}
    >
      {parts.map((part, index) => (part.placeholder ? <mark key={index}>{part.text}</mark> : part.text))}
    </Box>
  );
}
