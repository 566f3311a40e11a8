import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useId, useRef, type ReactNode } from 'react';
import { useReplayField } from '../ui/heldInput';

export interface TextInputProps {
  /**
   * The box's id, which its label and hint point at, e.g. 'field-email'. Leave it out and one is made
   * up: set it only when something else on the page must point at the box.
   */
  id?: string;
  /** The name the answer is sent under, e.g. 'email'. Not shown. */
  name?: OutlinedInputProps['name'];
  /** What is in the box now, e.g. 'Amara Okafor'. Empty, the label sits inside the box. */
  value?: OutlinedInputProps['value'];
  /** Called when the visitor types in the box, once for each change. */
  onChange?: OutlinedInputProps['onChange'];
  /** Called when the visitor leaves the box (a form checks the answer then). */
  onBlur?: OutlinedInputProps['onBlur'];
  /**
   * The kind of answer: 'text' (the default), 'email', 'url' or 'search'. It looks the same; phones
   * show the keyboard that suits it.
   */
  type?: OutlinedInputProps['type'];
  /**
   * Grey example text in the empty box, e.g. 'Search prompts...'. With a label it shows only once the
   * box has focus. Never the only place an instruction is given: it goes as soon as the visitor types.
   */
  placeholder?: OutlinedInputProps['placeholder'];
  /** Makes it an answer box of several lines, for answers in the visitor's own words. */
  multiline?: OutlinedInputProps['multiline'];
  /** How many lines tall a multi-line box is, e.g. 5 (the forms' answer boxes). */
  rows?: OutlinedInputProps['rows'];
  /** Lets the page move focus to the box (after Clear filters, say). Nothing on screen. */
  inputRef?: OutlinedInputProps['inputRef'];
  /**
   * Settings for the box itself that change nothing on screen: its name for screen readers when it has
   * no visible label (`{ 'aria-label': 'Search prompts' }`), or an autofill hint (`autoComplete: 'email'`).
   */
  inputProps?: OutlinedInputProps['inputProps'];
  /** Something inside the box before the answer, e.g. the search magnifier icon. */
  startAdornment?: OutlinedInputProps['startAdornment'];
  /** Something inside the box after the answer, e.g. the '/' key hint of the prompt search. */
  endAdornment?: OutlinedInputProps['endAdornment'];
  /**
   * The question, e.g. 'Full name'. It sits inside the empty box and moves up into the outline when the
   * box has focus or an answer. A required box adds ' *' to it.
   */
  label?: ReactNode;
  /** Shown under the box, and read out with it: a hint, or what is wrong with the answer. */
  helperText?: ReactNode;
  /** Marks the box as one that must be answered: the label gets ' *' and screen readers say "required". */
  required?: boolean;
  /**
   * Says the answer needs attention: the outline, label and text under the box turn error red, and the
   * box is announced as invalid. Put what is wrong in `helperText`.
   */
  error?: boolean;
  /** Greys the box out and stops typing in it, e.g. while its form is being sent. */
  disabled?: boolean;
  /** Stretches the box across the width of its column. */
  fullWidth?: boolean;
  /** Layout from the page that uses it, e.g. a margin, or letting an answer box be dragged taller. */
  sx?: SxProps<Theme>;
}

/**
 * A box for a typed answer, with its label in the outline and a hint or error message under it. Every
 * field of the site's forms is one; without a visible label it is also the prompt library's search box.
 */
export function TextInput({
  id: givenId,
  label,
  helperText,
  required,
  error,
  disabled,
  fullWidth,
  sx,
  ...input
}: TextInputProps) {
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  // The box's own handle on the field, and the caller's (if any), both pointed at it.
  const inputRef = useForkRef(input.inputRef, field);
  // What was typed here before the app started is the app's once it has.
  useReplayField(field);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const labelId = label ? `${id}-label` : undefined;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl required={required} error={error} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      {label ? (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      ) : null}
      {/* The label is repeated for the gap it leaves in the outline; the control adds the * when required. */}
      <OutlinedInput
        {...input}
        inputRef={inputRef}
        id={id}
        fullWidth={fullWidth}
        label={label}
        aria-describedby={helperTextId}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
