/* eslint-disable */
import { message } from "../runtime.js";

export const explore_notice_body = /* @__PURE__ */ message("explore_notice_body", (i) => {
return (`The Bar Council of India and the Institute of Chartered Accountants of India do not allow advocates and chartered accountants to advertise or solicit work. The profiles here are not advertising or solicitation: they are information you are seeking at your own request, to choose a professional yourself.`)
});
