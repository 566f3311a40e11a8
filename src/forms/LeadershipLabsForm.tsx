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
  /**
   * Every word the form shows: the heading 'Apply to join a lab', the field labels and hints, the
   * 'Submit Application' button and the messages after sending (leadershipLabsForm in content/forms.ts).
   */
  copy: FormCopy<LeadershipLabsField>;
  /** Answers shown already filled in, e.g. `{ fullName: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<LeadershipLabsValues>;
  /**
   * A heading and intro in place of the copy's: on an event page, both senses of them, one shown at a
   * time, e.g. 'Register your interest in the next edition' once this edition has taken place.
   */
  header?: FormHeader;
}

/**
 * The application form on the AI Leadership Labs page: five questions about the visitor and their
 * current goals with AI.
 */
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
