import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { assistantLink, type AssistantChoices } from '../prompts/assistantLink';
import { isPopoverOpen, placeUnder, underAnchorSx } from '../ui/popover';
import { AssistantChoice } from './AssistantChoice';

export interface AssistantMenuProps {
  /** The assistants listed, in order, e.g. ChatGPT, Claude and Gemini (content/assistants.ts). */
  assistants: AssistantChoices;
  /** The prompt as the copy button would copy it now, its filled blanks in place. */
  prompt: string;
  /**
   * Called when the visitor picks an assistant that cannot take the prompt in its address (Gemini, or
   * any prompt too long for one), with its name, e.g. 'Gemini': the card copies the prompt and says to
   * paste it.
   */
  onPaste: (assistantName: string) => void;
  /** Called when the list opens. Nothing on screen. */
  onOpen?: () => void;
  /** The id of what the button is about, e.g. the card's title: screen readers read it after 'Open in'. */
  describedBy?: string;
}

/**
 * The 'Open in' button on each prompt card, with its short list of AI assistants (AssistantChoice):
 * picking one opens a new chat there in a new tab, the prompt already typed in, or copied for the
 * visitor to paste.
 */
export function AssistantMenu({ assistants, prompt, onPaste, onOpen, describedBy }: AssistantMenuProps) {
  const [open, setOpen] = useState(false);
  // The list's popover is drawn once it is first wanted: a card that is only looked at costs no more.
  const [wanted, setWanted] = useState(false);
  const panelId = useId();
  const anchor = `--assistants-${panelId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const show = useCallback(() => {
    const element = panel.current;
    if (!element || isPopoverOpen(element)) return;
    element.showPopover();
    if (trigger.current) placeUnder(element, trigger.current);
  }, []);
  const close = () => {
    if (isPopoverOpen(panel.current)) panel.current?.hidePopover();
  };

  // The first tap draws the popover; it is shown once drawn.
  useEffect(() => {
    if (wanted) show();
  }, [wanted, show]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <Box sx={{ display: 'contents' }} onBlur={handleBlur}>
      <Button
        ref={trigger}
        className="open-in"
        size="small"
        startIcon={<OpenInNewRounded />}
        title="Open in an assistant"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => {
          if (open) close();
          else if (wanted) show();
          else setWanted(true);
        }}
        // Inline, not a class: each card's anchor has its own name.
        style={{ anchorName: anchor }}
      >
        <span className="narrow-hidden">Open in</span>
      </Button>
      {wanted && (
        <Paper
          ref={panel}
          id={panelId}
          popover="auto"
          elevation={8}
          onToggle={(event: { newState?: string }) => {
            const opened = event.newState === 'open';
            setOpen(opened);
            if (opened) onOpen?.();
            // Closed with Escape from inside the list: back to the button.
            else if (panel.current?.contains(document.activeElement)) trigger.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
            trigger.current?.focus();
          }}
          sx={{
            // Under its button, or above it where there is no room below.
            ...underAnchorSx(anchor),
            positionTryFallbacks: 'flip-block, flip-inline',
            my: 1,
            minWidth: '13.5rem',
            maxWidth: 'calc(100vw - 2rem)',
            p: 1,
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {open && (
            <Box component="ul" aria-label="Open the prompt in" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {assistants.choices.map((assistant) => {
                const link = assistantLink(assistant, prompt, assistants.maxAddressLength);
                return (
                  <li key={assistant.name}>
                    <AssistantChoice
                      name={assistant.name}
                      link={link}
                      onChoose={() => {
                        if (link.paste) onPaste(assistant.name);
                        close();
                      }}
                    />
                  </li>
                );
              })}
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
