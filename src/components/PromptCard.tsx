import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useRef } from 'react';
import { COPY_FROM_ATTRIBUTE } from '../early/earlyKeys';
import { PromptText } from './PromptText';
import {
  COPIED_FOR_MS,
  copyShortcut,
  useCopyText,
  writeToClipboard,
  type ClipboardWriter,
} from '../ui/useCopyText';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface PromptCardProps {
  title: string;
  description: string;
  category: string;
  /** The text the copy button puts on the clipboard, exactly. */
  prompt: string;
  tags?: readonly string[];
  /** How text reaches the clipboard; the browser's clipboard unless a story or test says otherwise. */
  writeClipboard?: ClipboardWriter;
  /** How long the tick stays after a copy. */
  copiedForMs?: number;
}

function selectContents(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * One prompt: category, title, when to use it, the prompt itself and a copy button that
 * shows a tick for two seconds. Where the browser refuses the clipboard, the prompt is
 * selected and the card says which keys copy it.
 * A card re-renders only when its own prompt changes, not on every keystroke in the search.
 */
export const PromptCard = memo(function PromptCard({
  title,
  description,
  category,
  prompt,
  tags = [],
  writeClipboard = writeToClipboard,
  copiedForMs = COPIED_FOR_MS,
}: PromptCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const textId = `${id}-text`;
  const text = useRef<HTMLPreElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { state, copy, showCopied, copiedEarly } = useCopyText(writeClipboard, copiedForMs);

  // A tap before the app started was copied by the page itself: show how it went.
  useEffect(() => copiedEarly(button.current), [copiedEarly]);

  useEffect(() => {
    if (state !== 'refused') return;
    const element = text.current;
    if (element) selectContents(element);
    // Copying the selection by hand counts as copied.
    const copiedByHand = () => {
      const selected = window.getSelection();
      if (element && selected && !selected.isCollapsed && element.contains(selected.anchorNode)) showCopied();
    };
    document.addEventListener('copy', copiedByHand);
    return () => document.removeEventListener('copy', copiedByHand);
  }, [state, showCopied]);

  const copied = state === 'copied';

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 2.5, md: 3 }, gap: 1.5 }}
    >
      <Box>
        <Chip
          label={category}
          size="small"
          sx={{ bgcolor: 'brand.tint', color: 'text.link', fontWeight: 600 }}
        />
      </Box>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
      <PromptText ref={text} id={textId} text={prompt} label={`Prompt: ${title}`} />
      {state === 'refused' && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Your browser didn’t let us copy. The prompt is selected: press {copyShortcut()} to copy it.
        </Typography>
      )}
      <Box
        sx={{
          mt: 'auto',
          pt: 0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {tags.length > 0 ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              Tags:{' '}
            </Box>
            {tags.join(' · ')}
          </Typography>
        ) : (
          <span />
        )}
        <Button
          ref={button}
          // What the page copies by itself when the button is tapped before the app has started.
          {...{ [COPY_FROM_ATTRIBUTE]: textId }}
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
          aria-describedby={state === 'refused' ? `${titleId} ${hintId}` : titleId}
          onClick={() => void copy(prompt)}
          sx={{ ml: 'auto', minWidth: '7.5rem' }}
        >
          {copied ? 'Copied' : 'Copy prompt'}
        </Button>
      </Box>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? 'Copied' : ''}
      </Box>
    </Card>
  );
});
