import type { FormCopy, RetreatApplicationField } from '../../content/types';
import { retreatApplicationFields } from './fieldSets';
import {
  retreatApplicationInitial,
  retreatApplicationRow,
  retreatApplicationSchema,
  type RetreatApplicationValues,
} from './schemas';
import { SubmissionForm, type FormHeader } from './SubmissionForm';
import { useSubmitters } from './Submitters';

export interface RetreatApplicationFormProps {
  /**
   * Every word the form shows: the retreat's ('Apply for the retreat', 'Submit Application') or the
   * Boardroom Readiness Sessions' ('Register your interest', 'Register Interest'), from content/forms.ts.
   */
  copy: FormCopy<RetreatApplicationField>;
  /**
   * The event's name as stored with the application: 'Autumn Retreat 2025' or 'Boardroom Readiness
   * Sessions'. Not shown: the organiser sees which event each application is for.
   */
  eventName: string;
  /** Names the form in ids and logs, e.g. 'boardroom-interest'. Not shown. 'retreat-application' unless given. */
  formId?: string;
  /** Answers shown already filled in, e.g. `{ fullName: 'Amara Okafor' }` (the stories' filled form). */
  startWith?: Partial<RetreatApplicationValues>;
  /**
   * A heading and intro in place of the copy's: on an event page, both senses of them, one shown at a
   * time, e.g. 'Register your interest in the next edition' once this edition has taken place.
   */
  header?: FormHeader;
}

/**
 * The application form on the Autumn Retreat page, and, with its own words, the interest form on the
 * Boardroom Readiness Sessions page: five questions about the visitor and one answer in their words.
 */
export function RetreatApplicationForm({
  copy,
  eventName,
  formId = 'retreat-application',
  startWith,
  header,
}: RetreatApplicationFormProps) {
  const { retreatApplication } = useSubmitters();
  return (
    <SubmissionForm
      formId={formId}
      copy={copy}
      fields={retreatApplicationFields}
      schema={retreatApplicationSchema}
      initialValues={retreatApplicationInitial}
      startWith={startWith}
      header={header}
      send={(values) => retreatApplication(retreatApplicationRow(values, eventName))}
    />
  );
}
