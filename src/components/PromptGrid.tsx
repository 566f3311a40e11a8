import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import type { ReactNode } from 'react';
import { PromptCard, type PromptCardProps } from './PromptCard';

export type PromptGridItem = Omit<PromptCardProps, 'writeClipboard' | 'copiedForMs' | 'assistants'>;

export interface PromptGridProps {
  /** The prompts to show, one PromptCard each, in this order. */
  prompts: readonly PromptGridItem[];
  /** For stories and tests only: given to every card in place of the browser's clipboard. Leave it out on the site. */
  writeClipboard?: PromptCardProps['writeClipboard'];
  /** The assistants each card's 'Open in' lists; without them the cards have no 'Open in' button. */
  assistants?: PromptCardProps['assistants'];
  /** The list's name for screen readers: 'Prompts' unless set. */
  label?: string;
  /** Shown instead of the list when there is no prompt to show, e.g. PromptEmptyState; nothing unless set. */
  empty?: ReactNode;
}

/**
 * Prompt cards in an even grid: one column on a phone, two from 600 px, three from 900 px, four
 * from 1200 px and five from 1536 px. It lays out the cards of the prompt library.
 */
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
