import type { FieldCopy } from '../../content/types';
import { TextInput } from '../components/TextInput';
import { useFieldBinding } from './useFieldBinding';

export interface FormTextFieldProps {
  /** Which of the form's answers the box holds, e.g. 'fullName'. Not shown. */
  name: string;
  /** The box's words: its label, e.g. 'Full name', and an optional hint shown under it. */
  copy: FieldCopy;
  /** The kind of answer: 'text' (the default), 'email' or 'url'. Phones show the keyboard that suits it. */
  type?: 'text' | 'email' | 'url';
  /** What the browser may fill in from the visitor's saved details, e.g. 'email' or 'organization'. */
  autoComplete?: string;
  /** A multi-line answer: five lines tall, and the visitor can drag it taller. */
  multiline?: boolean;
}

/**
 * One required question in a form: a TextInput with the form's label and hint, its error message once the
 * visitor has left it or tried to send the form, and greyed out while the form is being sent.
 */
export function FormTextField({ name, copy, type = 'text', autoComplete, multiline }: FormTextFieldProps) {
  const { field, id, error, message, disabled } = useFieldBinding<string>(name, copy.hint);
  return (
    <TextInput
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
