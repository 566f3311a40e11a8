import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import type { ReactNode } from 'react';
import { PromptCard, type PromptCardProps } from './PromptCard';

export type PromptGridItem = Omit<PromptCardProps, 'writeClipboard' | 'copiedForMs' | 'assistants'>;

export interface PromptGridProps {
  prompts: readonly PromptGridItem[];
  writeClipboard?: PromptCardProps['writeClipboard'];
  /** What each card's 'Open in' offers. */
  assistants?: PromptCardProps['assistants'];
  label?: string;
  /** Shown instead of the list when there is no prompt to show. */
  empty?: ReactNode;
}

/** Prompt cards in a list of one to five columns, by screen width. */
export function PromptGrid({
  prompts,
  writeClipboard,
  assistants,
  label = 'Prompts',
  empty = null,
}: PromptGridProps) {
  if (prompts.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" aria-label={label} sx={gridListSx({ xs: 1, sm: 2, md: 3, lg: 4, xl: 5 })}>
      {prompts.map((card) => (
        <li key={card.id} data-prompt-id={card.id}>
          <PromptCard {...card} writeClipboard={writeClipboard} assistants={assistants} />
        </li>
      ))}
    </Box>
  );
}
