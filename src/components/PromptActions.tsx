import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Ref } from 'react';
import type { AssistantChoices } from '../prompts/assistantLink';
import { COPY_FROM_ATTRIBUTE, COPY_LINK_ATTRIBUTE } from '../ui/heldInput';
import { visuallyHidden } from '../ui/visuallyHidden';
import { AssistantMenu } from './AssistantMenu';

export interface PromptActionsProps {
  /** The id of the card's title: every button is described by it ('Copy prompt, Five email subject lines…'). */
  titleId: string;
  /** The prompt as it would be copied or sent, blanks filled: what 'Open in' hands an assistant. */
  prompt: string;
  /**
   * The id of the element that shows the prompt: a tap on Copy prompt before the page's app has
   * started is copied from it by the page itself (src/start/head/holdInput.ts).
   */
  copyFrom: string;
  /** Copies the prompt. */
  onCopy: () => void;
  /** Just copied: Copy prompt turns solid with a tick and says 'Copied'. */
  copied?: boolean;
  /** Ids that also describe Copy prompt, read after the title (the line saying a copy was refused). */
  alsoDescribedBy?: string;
  /** The button Copy prompt is, for the card to read back a copy made before the app started. */
  copyRef?: Ref<HTMLButtonElement>;
  /** The prompt's own address, e.g. '/find-prompt?prompt=12': with it a link icon copies the full address. */
  link?: string;
  /** Copies the link. */
  onCopyLink?: () => void;
  /** Just copied: the link icon is a tick and its name 'Link copied'. */
  linkCopied?: boolean;
  /** The link icon's button, for the card to read back a copy made before the app started. */
  linkRef?: Ref<HTMLButtonElement>;
  /** The assistants 'Open in' lists, e.g. ChatGPT, Claude and Gemini; without them there is no 'Open in'. */
  assistants?: AssistantChoices;
  /** Says to paste the prompt into an assistant that cannot take it in its address (it was copied). */
  onPaste?: (assistant: string) => void;
  /** Called as the 'Open in' list opens. */
  onOpenAssistants?: () => void;
  /** Pushes the row to the card's foot; leave it off where the tags above it are pushed there already. */
  atFoot?: boolean;
}

/**
 * A prompt's actions on one line: copy its link, open it in an assistant, copy it. Where the line is
 * under 19.5rem wide, 'Open in' shows its icon alone and 'Copy prompt' says 'Copy' (their full names
 * stay for screen readers). Part of PromptCard.
 */
export function PromptActions({
  titleId,
  prompt,
  copyFrom,
  onCopy,
  copied = false,
  alsoDescribedBy,
  copyRef,
  link,
  onCopyLink,
  linkCopied = false,
  linkRef,
  assistants,
  onPaste = () => undefined,
  onOpenAssistants,
  atFoot = true,
}: PromptActionsProps) {
  return (
    <Box
      sx={{
        mt: atFoot ? 'auto' : 0,
        pt: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
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
          ref={linkRef}
          // The page copies the full address by itself when tapped before the app has started.
          {...{ [COPY_LINK_ATTRIBUTE]: link }}
          size="small"
          aria-label={linkCopied ? 'Link copied' : 'Copy link'}
          aria-describedby={titleId}
          title="Copy a link to this prompt"
          onClick={onCopyLink}
          sx={{ color: 'text.link' }}
        >
          {linkCopied ? <CheckRounded /> : <LinkRounded />}
        </IconButton>
      )}
      {assistants && (
        <AssistantMenu
          assistants={assistants}
          prompt={prompt}
          onPaste={onPaste}
          {...(onOpenAssistants ? { onOpen: onOpenAssistants } : {})}
          describedBy={titleId}
        />
      )}
      <Button
        ref={copyRef}
        // What the page copies by itself when the button is tapped before the app has started.
        {...{ [COPY_FROM_ATTRIBUTE]: copyFrom }}
        variant={copied ? 'contained' : 'outlined'}
        size="small"
        startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
        aria-describedby={alsoDescribedBy ? `${titleId} ${alsoDescribedBy}` : titleId}
        onClick={onCopy}
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
  );
}
