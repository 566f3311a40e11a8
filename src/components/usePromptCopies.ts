import { useEffect, useRef } from 'react';
import { useNoticeCenter } from '../notices/noticeContext';
import { useCopyText, type ClipboardWriter } from '../ui/useCopyText';

/**
 * What a prompt card's buttons do with the prompt as filled in: copy it, copy the card's own link,
 * and copy it for an assistant that cannot take it in its address. Each copy says how it went on
 * its button (or, refused, the card shows the text to copy by hand); a tap before the page's code
 * ran was copied by the page itself, and its button is told once the card is hydrated.
 */
export function usePromptCopies(filled: string, writeClipboard: ClipboardWriter, copiedForMs: number) {
  const copyPrompt = useCopyText(writeClipboard, copiedForMs);
  const copyLink = useCopyText(writeClipboard, copiedForMs);
  const button = useRef<HTMLButtonElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);

  const { showHeldCopy } = copyPrompt;
  useEffect(() => showHeldCopy(button.current), [showHeldCopy]);
  const showHeldLinkCopy = copyLink.showHeldCopy;
  useEffect(() => showHeldLinkCopy(linkButton.current), [showHeldLinkCopy]);

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

  return {
    prompt: copyPrompt,
    link: copyLink,
    button,
    linkButton,
    pasteInto,
    loadNotices: () => void notices.ready(),
  };
}
