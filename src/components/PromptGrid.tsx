import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import type { ReactNode } from 'react';
import { PromptCard, type PromptCardProps } from './PromptCard';

export interface PromptGridItem extends Omit<PromptCardProps, 'writeClipboard' | 'copiedForMs'> {
  id: number;
}

export interface PromptGridProps {
  prompts: readonly PromptGridItem[];
  writeClipboard?: PromptCardProps['writeClipboard'];
  label?: string;
  /** Shown instead of the list when there is no prompt to show. */
  empty?: ReactNode;
}

/** Prompt cards in a list of one to five columns, by screen width. */
export function PromptGrid({ prompts, writeClipboard, label = 'Prompts', empty = null }: PromptGridProps) {
  if (prompts.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" aria-label={label} sx={gridListSx({ xs: 1, sm: 2, md: 3, lg: 4, xl: 5 })}>
      {prompts.map(({ id, ...card }) => (
        <li key={id} data-prompt-id={id}>
          <PromptCard {...card} writeClipboard={writeClipboard} />
        </li>
      ))}
    </Box>
  );
}
