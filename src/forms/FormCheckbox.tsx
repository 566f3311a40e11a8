import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldCopy } from '../../content/types';
import { useFieldBinding } from './useFieldBinding';

export interface FormCheckboxProps {
  name: string;
  copy: FieldCopy;
}

export function FormCheckbox({ name, copy }: FormCheckboxProps) {
  const { field, id, disabled } = useFieldBinding<boolean>(name);
  return (
    <FormControlLabel
      label={copy.label}
      disabled={disabled}
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
