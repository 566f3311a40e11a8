import { useField, useFormikContext } from 'formik';

/**
 * The one Formik ↔ MUI binding: a field's value and handlers, its error once the visitor has left the
 * field or tried to send the form, and disabled while the form is being sent.
 */
export function useFieldBinding<V>(name: string, hint?: string) {
  const [field, meta] = useField<V>(name);
  const { isSubmitting, submitCount } = useFormikContext();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return {
    field,
    id: `field-${name}`,
    error: showError,
    message: showError ? meta.error : hint,
    disabled: isSubmitting,
  };
}
