import type { FormCopy, LeadershipLabsField } from '../../content/types';
import { leadershipLabsFields } from './fieldSets';
import {
  leadershipLabsInitial,
  leadershipLabsRow,
  leadershipLabsSchema,
  type LeadershipLabsValues,
} from './schemas';
import { SubmissionForm, type FormHeader } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface LeadershipLabsFormProps {
  copy: FormCopy<LeadershipLabsField>;
  startWith?: Partial<LeadershipLabsValues>;
  /** Heading and intro in place of the copy's (see SubmissionForm). */
  header?: FormHeader;
}

/** AI Leadership Labs → leadership_labs_applications. */
export function LeadershipLabsForm({ copy, startWith, header }: LeadershipLabsFormProps) {
  const { leadershipLabsApplication } = useSubmitters();
  return (
    <SubmissionForm
      formId="leadership-labs-application"
      copy={copy}
      fields={leadershipLabsFields}
      schema={leadershipLabsSchema}
      initialValues={leadershipLabsInitial}
      startWith={startWith}
      header={header}
      send={(values) => leadershipLabsApplication(leadershipLabsRow(values))}
    />
  );
}
