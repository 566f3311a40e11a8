import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldCopy } from '../../content/types';
import { useRef } from 'react';
import { useReplayField } from '../ui/heldInput';
import { useFieldBinding } from './useFieldBinding';

export interface FormCheckboxProps {
  /** Which of the form's answers the box holds, e.g. 'leadSession'. Not shown. */
  name: string;
  /** Its words: the label beside the box, e.g. 'I would be happy to lead a session or share something I have built'. */
  copy: FieldCopy;
}

/** An optional yes-or-no question in a form: a checkbox with its label beside it, greyed out while the form is sent. */
export function FormCheckbox({ name, copy }: FormCheckboxProps) {
  const { field, id, disabled } = useFieldBinding<boolean>(name);
  const box = useRef<HTMLInputElement>(null);
  // Ticked before the app started, it is ticked in the form once the app has.
  useReplayField(box);
  return (
    <FormControlLabel
      label={copy.label}
      disabled={disabled}
      control={
        <Checkbox
          id={id}
          slotProps={{ input: { ref: box } }}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
