import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Each category's title and text on the banner's second layer. */
export const categoryMessages: Readonly<
  Record<string, { readonly title: MessageDescriptor; readonly text: MessageDescriptor }>
> = {
  essential: {
    title: msg({ id: "consent.category.essential.title", message: "Essential" }),
    text: msg({
      id: "consent.category.essential.text",
      message:
        "These services keep the shop working: your basket, your sign-in and this consent. They cannot be switched off.",
    }),
  },
  analytics: {
    title: msg({ id: "consent.category.analytics.title", message: "Analytics" }),
    text: msg({
      id: "consent.category.analytics.text",
      message:
        "They show us how the shop is used and how fast its pages load, so that we can improve it. The figures are collected without your name.",
    }),
  },
  marketing: {
    title: msg({ id: "consent.category.marketing.title", message: "Marketing" }),
    text: msg({
      id: "consent.category.marketing.text",
      message:
        "They let us and our partners show you offers that suit you, here and on other websites, and measure how well our advertising works.",
    }),
  },
};

/** Each service's name and purpose. */
export const serviceMessages: Readonly<
  Record<string, { readonly title: MessageDescriptor; readonly text: MessageDescriptor }>
> = {
  shop_session: {
    title: msg({ id: "consent.service.shop_session.title", message: "Shop session" }),
    text: msg({
      id: "consent.service.shop_session.text",
      message: "Remembers your basket, your wishlist and your sign-in.",
    }),
  },
  consent_storage: {
    title: msg({ id: "consent.service.consent_storage.title", message: "Consent storage" }),
    text: msg({
      id: "consent.service.consent_storage.text",
      message: "Stores the choices you make here, so that we ask only once.",
    }),
  },
  analytics_storage: {
    title: msg({ id: "consent.service.analytics_storage.title", message: "Google Analytics" }),
    text: msg({
      id: "consent.service.analytics_storage.text",
      message: "Counts visits and page views and shows which pages are used.",
    }),
  },
  web_vitals: {
    title: msg({ id: "consent.service.web_vitals.title", message: "Loading time measurement" }),
    text: msg({
      id: "consent.service.web_vitals.text",
      message: "Measures how quickly our pages load and respond on your device.",
    }),
  },
  ad_storage: {
    title: msg({ id: "consent.service.ad_storage.title", message: "Google Ads" }),
    text: msg({
      id: "consent.service.ad_storage.text",
      message: "Shows you our offers on other websites and measures their success.",
    }),
  },
  payback_storage: {
    title: msg({ id: "consent.service.payback_storage.title", message: "PAYBACK" }),
    text: msg({
      id: "consent.service.payback_storage.text",
      message: "Remembers your PAYBACK coupon code from a link, so that you collect your points.",
    }),
  },
  pinterest_tag: {
    title: msg({ id: "consent.service.pinterest_tag.title", message: "Pinterest" }),
    text: msg({
      id: "consent.service.pinterest_tag.text",
      message: "Shows you our ideas and offers on Pinterest and measures their success.",
    }),
  },
  sovendus: {
    title: msg({ id: "consent.service.sovendus.title", message: "Sovendus" }),
    text: msg({
      id: "consent.service.sovendus.text",
      message:
        "Shows you a voucher offer from our partners after your order and passes your order to Sovendus for it.",
    }),
  },
};
