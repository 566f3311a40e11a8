import type { FieldCopy } from '../../content/types';
import { TextBox } from '../components/TextBox';
import { useFieldBinding } from './useFieldBinding';

export interface FormTextFieldProps {
  name: string;
  copy: FieldCopy;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  /** A multi-line answer. */
  multiline?: boolean;
}

export function FormTextField({ name, copy, type = 'text', autoComplete, multiline }: FormTextFieldProps) {
  const { field, id, error, message, disabled } = useFieldBinding<string>(name, copy.hint);
  return (
    <TextBox
      {...field}
      id={id}
      label={copy.label}
      type={type}
      required
      fullWidth
      multiline={multiline}
      // A fixed height the visitor may drag taller: an auto-growing box measures its text before the
      // web font arrives and can settle at a different height from one visit to the next.
      rows={multiline ? 5 : undefined}
      sx={multiline ? { '& textarea': { resize: 'vertical' } } : undefined}
      error={error}
      helperText={message}
      disabled={disabled}
      inputProps={{
        autoComplete,
        ...(type === 'url' ? { inputMode: 'url' } : {}),
        spellCheck: type === 'text' ? undefined : false,
      }}
    />
  );
}
