import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { copyShortcut } from '../ui/useCopyText';

export interface CopyByHandProps {
  /** The text the visitor asked to copy, exactly as it would have gone to the clipboard (blanks filled). */
  text: string;
  /** The field's spoken name: 'Prompt to copy: ' and the prompt's title, e.g. 'Prompt to copy: Five email subject lines'. */
  label: string;
  /** The id of the line that says what happened, for the button that failed to point at. */
  hintId?: string;
  /** Called when the visitor copies the selected text themselves: it counts as copied. */
  onCopied: () => void;
}

/**
 * Where the browser refused the clipboard: a line that says so and which keys to press, and the text
 * in a field, focused and selected, ready for Ctrl+C or ⌘+C. Part of PromptCard.
 */
export function CopyByHand({ text, label, hintId, onCopied }: CopyByHandProps) {
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = field.current;
    element?.focus();
    element?.select();
    // Copying it by hand counts as copied.
    const copiedByHand = () => {
      if (element && element.selectionStart !== element.selectionEnd) onCopied();
    };
    element?.addEventListener('copy', copiedByHand);
    return () => element?.removeEventListener('copy', copiedByHand);
  }, [onCopied]);

  return (
    <>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
        Your browser didn’t let us copy. The prompt is selected below: press {copyShortcut()} to copy it.
      </Typography>
      <Box
        component="textarea"
        ref={field}
        readOnly
        rows={4}
        value={text}
        aria-label={label}
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
  );
}
