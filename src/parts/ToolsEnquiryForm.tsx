import { partnershipEnquiryForm } from '../../content/forms';
import { PartnershipEnquiryForm } from '../forms/PartnershipEnquiryForm';

/** The tools page's enquiry form with its words: a part of the page (see FormSlot), so both come later. */
export function ToolsEnquiryForm() {
  return <PartnershipEnquiryForm copy={partnershipEnquiryForm} />;
}
