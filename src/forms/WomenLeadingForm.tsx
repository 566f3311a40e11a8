import type { FormCopy, WomenLeadingField } from '../../content/types';
import { womenLeadingFields } from './fieldSets';
import { womenLeadingInitial, womenLeadingRow, womenLeadingSchema, type WomenLeadingValues } from './schemas';
import { SubmissionForm, type FormHeader } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface WomenLeadingFormProps {
  copy: FormCopy<WomenLeadingField>;
  eventName: string;
  startWith?: Partial<WomenLeadingValues>;
  /** Heading and intro in place of the copy's (see SubmissionForm). */
  header?: FormHeader;
}

/** The Women Leading In AI private evening: seven questions, kept in event_registrations. */
export function WomenLeadingForm({ copy, eventName, startWith, header }: WomenLeadingFormProps) {
  const { eventRegistration } = useSubmitters();
  return (
    <SubmissionForm
      formId="women-leading-application"
      copy={copy}
      fields={womenLeadingFields}
      schema={womenLeadingSchema}
      initialValues={womenLeadingInitial}
      startWith={startWith}
      header={header}
      send={(values) => eventRegistration(womenLeadingRow(values, eventName))}
    />
  );
}
