import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { COPY_FROM_ATTRIBUTE, COPY_LINK_ATTRIBUTE } from '../early/earlyKeys';
import type { AssistantChoices } from '../prompts/assistantLink';
import { usePromptBlanks } from '../prompts/blankStore';
import { useNoticeCenter } from '../notices/noticeContext';
import { blankProgress, fillPrompt } from '../prompts/promptPlaceholders';
import { blankProgressText } from '../prompts/promptLibraryText';
import { AssistantMenu } from './AssistantMenu';
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
  /** The prompt's number in the library: what its blanks are kept under and its own address names. */
  id: number;
  title: string;
  description: string;
  category: string;
  /** The prompt as written, blanks and all; the copy button copies it with the filled blanks in place. */
  prompt: string;
  tags?: readonly string[];
  /** The prompt's own address (`/find-prompt?prompt=12`); 'Copy link' copies it in full. */
  link?: string;
  /** The assistants 'Open in' offers; without them the card has no such menu. */
  assistants?: AssistantChoices;
  /** The prompt a link opened: shown first, framed and marked. */
  highlighted?: boolean;
  /** How text reaches the clipboard; the browser's clipboard unless a story or test says otherwise. */
  writeClipboard?: ClipboardWriter;
  /** How long the tick stays after a copy. */
  copiedForMs?: number;
}

/**
 * One prompt: category, title, when to use it, the prompt itself with its blanks to fill in, and
 * its actions: copy its own link, open it in an assistant, and copy it (a tick for two seconds).
 * Where the browser refuses the clipboard, the prompt is selected and the card says which keys
 * copy it. A card re-renders only when its own prompt or blanks change, not on every keystroke in
 * the search.
 */
export const PromptCard = memo(function PromptCard({
  id: promptId,
  title,
  description,
  category,
  prompt,
  tags = [],
  link,
  assistants,
  highlighted = false,
  writeClipboard = writeToClipboard,
  copiedForMs = COPIED_FOR_MS,
}: PromptCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const textId = `${id}-text`;
  const card = useRef<HTMLElement>(null);
  const text = useRef<HTMLPreElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const byHand = useRef<HTMLTextAreaElement>(null);
  const { values, setBlank, clear } = usePromptBlanks(promptId);
  const filled = useMemo(() => fillPrompt(prompt, values), [prompt, values]);
  const progress = useMemo(() => blankProgress(prompt, values), [prompt, values]);
  const copyPrompt = useCopyText(writeClipboard, copiedForMs);
  const copyLink = useCopyText(writeClipboard, copiedForMs);
  const { state, showCopied, copiedEarly } = copyPrompt;

  // Opened from its link, the card is brought into view (on a phone it starts well below the fold),
  // under the sticky header (the page's scroll padding), unless the visitor has already scrolled.
  useEffect(() => {
    const element = card.current;
    if (!highlighted || !element || window.scrollY !== 0) return;
    if (element.getBoundingClientRect().top > window.innerHeight / 2)
      element.scrollIntoView({ block: 'start' });
  }, [highlighted]);

  // A tap before the app started was copied by the page itself: show how it went.
  useEffect(() => copiedEarly(button.current), [copiedEarly]);
  const linkCopiedEarly = copyLink.copiedEarly;
  useEffect(() => linkCopiedEarly(linkButton.current), [linkCopiedEarly]);

  useEffect(() => {
    if (state !== 'refused') return;
    // The prompt as it would have been copied, blanks filled, selected for the visitor to copy.
    const element = byHand.current;
    element?.focus();
    element?.select();
    // Copying it by hand counts as copied.
    const copiedByHand = () => {
      if (element && element.selectionStart !== element.selectionEnd) showCopied();
    };
    element?.addEventListener('copy', copiedByHand);
    return () => element?.removeEventListener('copy', copiedByHand);
  }, [state, showCopied]);

  // The notices' code comes when the assistants' list opens, in time for the notice a paste needs.
  const notices = useNoticeCenter();
  /**
   * Copies the prompt for an assistant that cannot take it in its address, inside the tap that opens
   * the assistant, and says to paste it there. Refused, the card shows how to copy it by hand.
   */
  const pasteInto = (assistant: string) => {
    writeClipboard(filled).then(
      () =>
        notices.show(`Prompt copied: paste it into ${assistant}`, {
          variant: 'info',
          description: `${assistant} opens in a new tab: paste the prompt into its message box.`,
        }),
      () => {
        void copyPrompt.copy(filled);
        notices.show(`Copy the prompt, then paste it into ${assistant}`, {
          variant: 'error',
          description: 'Your browser didn’t let us copy it: the prompt is ready to copy on the card.',
        });
      },
    );
  };

  const clearBlanks = useCallback(() => {
    clear();
    // The button goes with the last filled blank: the first blank is where to start again.
    text.current?.querySelector('textarea')?.focus();
  }, [clear]);

  const copied = state === 'copied';
  const linkCopied = copyLink.state === 'copied';
  const absoluteLink = () => (link ? new URL(link, window.location.href).href : '');

  return (
    <Card
      ref={card}
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 2.5, md: 3 },
        gap: 1.5,
        ...(highlighted && { borderColor: 'brand.main', borderWidth: 2, boxShadow: 3 }),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          label={category}
          size="small"
          sx={{ bgcolor: 'brand.tint', color: 'text.link', fontWeight: 600 }}
        />
        {highlighted && (
          <Chip
            label="From your link"
            size="small"
            icon={<LinkRounded aria-hidden="true" />}
            sx={{
              bgcolor: 'brand.main',
              color: 'brand.contrastText',
              fontWeight: 600,
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
        )}
      </Box>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
      <PromptText
        ref={text}
        id={textId}
        text={prompt}
        label={`Prompt: ${title}`}
        values={values}
        onBlankChange={setBlank}
      />
      {progress.total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: '1.875rem' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {blankProgressText(progress)}
          </Typography>
          {progress.filled > 0 && (
            <Button
              size="small"
              onClick={clearBlanks}
              aria-label="Clear blanks"
              aria-describedby={titleId}
              sx={{ py: 0, minWidth: 0 }}
            >
              Clear
            </Button>
          )}
        </Box>
      )}
      {state === 'refused' && (
        <>
          <Typography id={hintId} variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
            Your browser didn’t let us copy. The prompt is selected below: press {copyShortcut()} to copy it.
          </Typography>
          <Box
            component="textarea"
            ref={byHand}
            readOnly
            rows={4}
            value={filled}
            aria-label={`Prompt to copy: ${title}`}
            sx={{
              typography: 'code',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'brand.main',
              borderRadius: 1,
              p: 1,
              resize: 'vertical',
              '&:focus-visible': {
                outline: 2,
                outlineStyle: 'solid',
                outlineColor: 'brand.main',
                outlineOffset: 2,
              },
            }}
          />
        </>
      )}
      {copyLink.state === 'refused' && link && (
        <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
          Your browser didn’t let us copy the link. Copy it from here: <Link href={link}>{title}</Link>
        </Typography>
      )}
      {tags.length > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 'auto' }}>
          <Box component="span" sx={visuallyHidden}>
            Tags:{' '}
          </Box>
          {tags.join(' · ')}
        </Typography>
      )}
      <Box
        sx={{
          mt: tags.length > 0 ? 0 : 'auto',
          pt: 0.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          // Where the card is too narrow for the three actions in a row, 'Open in' shows its icon alone
          // and 'Copy prompt' says 'Copy' (their full names stay for screen readers): one line still.
          containerType: 'inline-size',
          '@container (max-width: 19.5rem)': {
            '& .open-in': { minWidth: 0, px: 0.75 },
            '& .open-in .MuiButton-startIcon': { m: 0 },
            '& .narrow-hidden': visuallyHidden,
            '& .copy-prompt': { minWidth: 0 },
          },
        }}
      >
        {link && (
          <IconButton
            ref={linkButton}
            // The page copies the full address by itself when tapped before the app has started.
            {...{ [COPY_LINK_ATTRIBUTE]: link }}
            size="small"
            aria-label={linkCopied ? 'Link copied' : 'Copy link'}
            aria-describedby={titleId}
            title="Copy a link to this prompt"
            onClick={() => void copyLink.copy(absoluteLink())}
            sx={{ color: 'text.link' }}
          >
            {linkCopied ? <CheckRounded /> : <LinkRounded />}
          </IconButton>
        )}
        {assistants && (
          <AssistantMenu
            assistants={assistants}
            prompt={filled}
            onPaste={pasteInto}
            onOpen={() => void notices.ready()}
            describedBy={titleId}
          />
        )}
        <Button
          ref={button}
          // What the page copies by itself when the button is tapped before the app has started.
          {...{ [COPY_FROM_ATTRIBUTE]: textId }}
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
          aria-describedby={state === 'refused' ? `${titleId} ${hintId}` : titleId}
          onClick={() => void copyPrompt.copy(filled)}
          className="copy-prompt"
          sx={{ ml: 'auto', minWidth: '7.5rem' }}
        >
          {copied ? (
            'Copied'
          ) : (
            // One line of text: as the button's own children the two parts would be laid out apart.
            <span>
              Copy<span className="narrow-hidden"> prompt</span>
            </span>
          )}
        </Button>
      </Box>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? (progress.filled > 0 ? `Copied, with ${blankProgressText(progress)}` : 'Copied') : ''}
        {linkCopied ? 'Link copied' : ''}
      </Box>
    </Card>
  );
});
