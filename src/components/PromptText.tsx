import Box from '@mui/material/Box';
import { useMemo, useRef, type Ref } from 'react';
import { useReplayField } from '../ui/heldInput';
import { isFilled, promptBlanks, type BlankValues, type PromptBlank } from '../prompts/promptPlaceholders';

export interface PromptTextProps {
  /**
   * The prompt as written. Each blank in [square brackets] or a run of underscores becomes a field
   * in the text to type into, e.g. 'My business: [describe your business]'.
   */
  text: string;
  /** Names the scrollable box for screen readers, e.g. "Prompt: Five subject lines that get opened". */
  label: string;
  /**
   * What has been typed into the blanks, by blank, e.g. { '[describe your business]': 'a florist in
   * Leeds' }. A blank with words shows them framed on white; an empty one shows the blank highlighted.
   */
  values: BlankValues;
  /** Called when the visitor types in a blank, with which blank it is and its new words. */
  onBlankChange: (key: string, value: string) => void;
  /** Reaches the box itself: PromptCard uses it to put the cursor back in the first blank after Clear. */
  ref?: Ref<HTMLPreElement>;
  /** The box's id, so PromptCard's Copy prompt button can point at the text it copies. */
  id?: string;
}

interface BlankFieldProps {
  blank: PromptBlank;
  value: string;
  onChange: (key: string, value: string) => void;
}

/**
 * One blank, a field in the flow of the prompt's text: empty, it shows the blank as written; it
 * grows with what is typed and wraps at the box's edge. What is typed before the app starts is kept.
 */
function BlankField({ blank, value, onChange }: BlankFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  useReplayField(field);
  const lines = value.split('\n');
  return (
    // A plain element: its look comes from the prompt's box, so a card with ten blanks adds no styles.
    <textarea
      ref={field}
      value={value}
      placeholder={blank.text}
      aria-label={`Fill in: ${blank.label}`}
      rows={lines.length}
      // Where the browser cannot size a field to its content, the longer of the blank and the answer.
      cols={Math.max(blank.text.length, ...lines.map((line) => line.length), 1)}
      data-filled={isFilled(value) ? '' : undefined}
      onChange={(event) => onChange(blank.key, event.target.value)}
    />
  );
}

/**
 * A prompt set in monospace on a pale box, each blank to fill in a highlighted field in the flow of
 * the text. It is the middle of every PromptCard.
 */
export function PromptText({ text, label, values, onBlankChange, ref, id }: PromptTextProps) {
  const parts = useMemo(() => promptBlanks(text), [text]);
  return (
    <Box
      component="pre"
      ref={ref}
      id={id}
      tabIndex={0}
      role="group"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.75,
        maxHeight: '15rem',
        overflowY: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        typography: 'code',
        color: 'text.primary',
        bgcolor: 'surface.subtle',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'brand.main', outlineOffset: 2 },
        '&::selection, & *::selection': { bgcolor: 'brand.tintStrong' },
        // The blanks are plain fields styled from here: one style for the whole prompt, however many.
        '& textarea': {
          font: 'inherit',
          lineHeight: 'inherit',
          letterSpacing: 'inherit',
          color: 'text.primary',
          m: 0,
          px: 0.5,
          py: 0,
          border: 0,
          borderRadius: 0.5,
          maxWidth: '100%',
          verticalAlign: 'top',
          resize: 'none',
          overflow: 'hidden',
          fieldSizing: 'content',
          // Empty: the blank as written, highlighted as something to fill in.
          bgcolor: 'brand.tintStrong',
          boxShadow: (t) => `inset 0 -2px 0 ${t.palette.brand.main}`,
          '&::placeholder': { color: 'text.primary', opacity: 1, fontWeight: 600 },
          // Filled: the visitor's words, framed, on the page's own background.
          '&[data-filled]': {
            bgcolor: 'background.paper',
            boxShadow: (t) => `inset 0 0 0 1.5px ${t.palette.brand.main}`,
          },
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'brand.main',
            outlineOffset: 1,
          },
        },
      }}
    >
      {parts.map((part, index) =>
        part.blank ? (
          <BlankField
            key={index}
            blank={part.blank}
            value={values[part.blank.key] ?? ''}
            onChange={onBlankChange}
          />
        ) : (
          part.text
        ),
      )}
    </Box>
  );
}
