import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ComplaintReason } from "../orders/complaint-rules.ts";

/** The complaint reasons in the shopper's words. */
export const complaintReasonNames: Record<ComplaintReason, MessageDescriptor> = {
  damaged: msg({ id: "complaint.reason.damaged", message: "Arrived damaged" }),
  defective: msg({ id: "complaint.reason.defective", message: "Item is defective" }),
  wrongItem: msg({ id: "complaint.reason.wrongItem", message: "Wrong item delivered" }),
  missingItem: msg({ id: "complaint.reason.missingItem", message: "Item is missing" }),
  notAsDescribed: msg({ id: "complaint.reason.notAsDescribed", message: "Not as described" }),
  other: msg({ id: "complaint.reason.other", message: "Other" }),
};
