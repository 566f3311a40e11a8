import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldCopy } from '../../content/types';
import { useRef } from 'react';
import { useEarlyField } from '../early/takeover';
import { useFieldBinding } from './useFieldBinding';

export interface FormCheckboxProps {
  name: string;
  copy: FieldCopy;
}

export function FormCheckbox({ name, copy }: FormCheckboxProps) {
  const { field, id, disabled } = useFieldBinding<boolean>(name);
  const box = useRef<HTMLInputElement>(null);
  // Ticked before the app started, it is ticked in the form once the app has.
  useEarlyField(box);
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
