import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { AssistantChoices } from '../prompts/assistantLink';
import { usePromptBlanks } from '../prompts/blankStore';
import { blankProgress, fillPrompt } from '../prompts/promptPlaceholders';
import { blankProgressText } from '../prompts/promptLibraryText';
import { BlankProgress } from './BlankProgress';
import { CopyByHand } from './CopyByHand';
import { PromptActions } from './PromptActions';
import { PromptLabels } from './PromptLabels';
import { PromptText } from './PromptText';
import { COPIED_FOR_MS, writeToClipboard, type ClipboardWriter } from '../ui/useCopyText';
import { usePromptCopies } from './usePromptCopies';
import { visuallyHidden } from '../ui/visuallyHidden';
import { inset } from '../../theme/primitives';

export interface PromptCardProps {
  /**
   * The prompt's number in the library (1 to 106). What the visitor types in its blanks is kept
   * under it, and its own link names it: `/find-prompt?prompt=12`.
   */
  id: number;
  /** The card's heading: what the prompt produces, e.g. 'Five email subject lines that get opened'. */
  title: string;
  /** One sentence under the title, in grey: when to use the prompt, e.g. 'Use before you send a newsletter…'. */
  description: string;
  /** The pink label at the top of the card: one of the six categories, e.g. 'Marketing'. */
  category: string;
  /**
   * The prompt as written, in monospace. Each blank in [square brackets] or a run of underscores
   * becomes a pink field to type into; the copy button copies the prompt with what was typed in place.
   */
  prompt: string;
  /** One to three tags, shown small at the foot of the card, e.g. ['Email Marketing', 'Content Creation']. */
  tags?: readonly string[];
  /**
   * The prompt's own address, e.g. '/find-prompt?prompt=12'. With it the card shows a link icon
   * that copies the full address; without it there is no link icon.
   */
  link?: string;
  /** The assistants 'Open in' lists, e.g. ChatGPT, Claude and Gemini; without them there is no 'Open in' button. */
  assistants?: AssistantChoices;
  /**
   * The prompt a shared link opened: a 2 px pink border, a stronger shadow and a pink 'From your
   * link' label beside the category.
   */
  highlighted?: boolean;
  /**
   * For stories and tests only: stands in for the browser's clipboard, so a copy can be shown working
   * or refused. Leave it out on the site.
   */
  writeClipboard?: ClipboardWriter;
  /** How long the button says 'Copied' with a tick after a copy, in milliseconds: 2000 (two seconds) unless set. */
  copiedForMs?: number;
}

/**
 * A prompt from the library on a card: its category, title and when to use it, the prompt with
 * blanks to fill in (PromptText, BlankProgress), and buttons to copy its link, open it in an
 * assistant or copy it (PromptActions, with what they do in usePromptCopies; CopyByHand where the
 * browser refuses). Cards fill the grid of the prompt library (Find A Prompt).
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
  const { values, setBlank, clear } = usePromptBlanks(promptId);
  const filled = useMemo(() => fillPrompt(prompt, values), [prompt, values]);
  const progress = useMemo(() => blankProgress(prompt, values), [prompt, values]);
  const copies = usePromptCopies(filled, writeClipboard, copiedForMs);
  const { prompt: copyPrompt, link: copyLink } = copies;
  const { state, showCopied } = copyPrompt;

  // Opened from its link, the card is brought into view (on a phone it starts well below the fold),
  // under the sticky header (the page's scroll padding), unless the visitor has already scrolled.
  useEffect(() => {
    const element = card.current;
    if (!highlighted || !element || window.scrollY !== 0) return;
    if (element.getBoundingClientRect().top > window.innerHeight / 2)
      element.scrollIntoView({ block: 'start' });
  }, [highlighted]);

  const clearBlanks = useCallback(() => {
    clear();
    // The button goes with the last filled blank: the first blank is where to start again.
    text.current?.querySelector('textarea')?.focus();
  }, [clear]);

  const copied = state === 'copied';
  const linkCopied = copyLink.state === 'copied';

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
        p: inset.card,
        gap: 1.5,
        ...(highlighted && { borderColor: 'brand.main', borderWidth: 2, boxShadow: 3 }),
      }}
    >
      <PromptLabels category={category} fromLink={highlighted} />
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
      <BlankProgress progress={progress} onClear={clearBlanks} describedBy={titleId} />
      {state === 'refused' && (
        // The prompt as it would have been copied, blanks filled, selected for the visitor to copy.
        <CopyByHand text={filled} label={`Prompt to copy: ${title}`} hintId={hintId} onCopied={showCopied} />
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
      <PromptActions
        titleId={titleId}
        prompt={filled}
        copyFrom={textId}
        onCopy={() => void copyPrompt.copy(filled)}
        copied={copied}
        {...(state === 'refused' ? { alsoDescribedBy: hintId } : {})}
        copyRef={copies.button}
        {...(link && {
          link,
          onCopyLink: () => void copyLink.copy(new URL(link, window.location.href).href),
          linkCopied,
          linkRef: copies.linkButton,
        })}
        {...(assistants && { assistants, onPaste: copies.pasteInto, onOpenAssistants: copies.loadNotices })}
        atFoot={tags.length === 0}
      />
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? (progress.filled > 0 ? `Copied, with ${blankProgressText(progress)}` : 'Copied') : ''}
        {linkCopied ? 'Link copied' : ''}
      </Box>
    </Card>
  );
});
