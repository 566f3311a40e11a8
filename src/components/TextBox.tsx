import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { useId, useRef, type ReactNode } from 'react';
import { useEarlyField } from '../early/takeover';

export interface TextBoxProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'type'
  | 'placeholder'
  | 'multiline'
  | 'rows'
  | 'inputRef'
  | 'inputProps'
  | 'startAdornment'
  | 'endAdornment'
> {
  /** The input's id, which the label and the helper text point at; a generated one when not given. */
  id?: string;
  label?: ReactNode;
  /** Shown under the box, and read out with it: a hint, or what is wrong with the answer. */
  helperText?: ReactNode;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A text box with a floating label in the outlined style: the markup and look of MUI's TextField,
 * assembled from the parts it is made of. TextField also carries a select mode (with menus, popovers
 * and a modal layer) that the site's boxes never use, and every page with a box would download and
 * run that code.
 */
export function TextBox({
  id: givenId,
  label,
  helperText,
  required,
  error,
  disabled,
  fullWidth,
  sx,
  ...input
}: TextBoxProps) {
  const field = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  // The box's own handle on the field, and the caller's (if any), both pointed at it.
  const inputRef = useForkRef(input.inputRef, field);
  // What was typed here before the app started is the app's once it has.
  useEarlyField(field);
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
