import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactTopic } from "../contact/contact-rules.ts";

/** Each topic's wording in the form's list. */
export const topicLabels: Readonly<Record<ContactTopic, MessageDescriptor>> = {
  order: msg({ id: "contact.topic.order", message: "My order" }),
  delivery: msg({ id: "contact.topic.delivery", message: "Delivery" }),
  return: msg({ id: "contact.topic.return", message: "Return or refund" }),
  product: msg({ id: "contact.topic.product", message: "A product" }),
  account: msg({ id: "contact.topic.account", message: "My customer account" }),
  other: msg({ id: "contact.topic.other", message: "Something else" }),
};
