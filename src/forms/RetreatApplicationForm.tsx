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
  copy: FormCopy<RetreatApplicationField>;
  /** 'Autumn Retreat 2025' or 'Boardroom Readiness Sessions'. */
  eventName: string;
  /** Names the form in ids and logs. */
  formId?: string;
  startWith?: Partial<RetreatApplicationValues>;
  /** Heading and intro in place of the copy's (see SubmissionForm). */
  header?: FormHeader;
}

/** The retreat application and the Boardroom Readiness interest form → retreat_applications. */
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
