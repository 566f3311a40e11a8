import type { FormCopy, WomenLeadingField } from '../../content/types';
import { aboutYou } from './fieldSets';
import { womenLeadingInitial, womenLeadingRow, womenLeadingSchema, type WomenLeadingValues } from './schemas';
import { SubmissionForm, type FieldSpec } from './SubmissionForm';
import { useSubmitters } from './Submitters';

const fields: FieldSpec<WomenLeadingField>[] = [
  ...aboutYou,
  { name: 'whyInterested', kind: 'answer' },
  { name: 'currentChallenges', kind: 'answer' },
];

export interface WomenLeadingFormProps {
  copy: FormCopy<WomenLeadingField>;
  eventName: string;
  startWith?: Partial<WomenLeadingValues>;
}

/** The Women Leading In AI private evening: seven questions, kept in event_registrations. */
export function WomenLeadingForm({ copy, eventName, startWith }: WomenLeadingFormProps) {
  const { eventRegistration } = useSubmitters();
  return (
    <SubmissionForm
      formId="women-leading-application"
      copy={copy}
      fields={fields}
      schema={womenLeadingSchema}
      initialValues={womenLeadingInitial}
      startWith={startWith}
      send={(values) => eventRegistration(womenLeadingRow(values, eventName))}
    />
  );
}
