import { forms } from '../forms/forms';
import { SubmissionForm } from '../forms/SubmissionForm';

/** The tools page's partnership enquiry form. */
export function ToolsFormIsland() {
  return <SubmissionForm form={forms.partnershipEnquiry} />;
}
