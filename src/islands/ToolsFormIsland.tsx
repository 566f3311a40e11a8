import { partnershipEnquiryForm } from '../../content/forms';
import { PartnershipEnquiryForm } from '../forms/PartnershipEnquiryForm';

/** The tools page's partnership enquiry form with its words. */
export function ToolsFormIsland() {
  return <PartnershipEnquiryForm copy={partnershipEnquiryForm} />;
}
