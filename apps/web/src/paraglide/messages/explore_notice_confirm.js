/* eslint-disable */
import { message } from "../runtime.js";

export const explore_notice_confirm = /* @__PURE__ */ message("explore_notice_confirm", (i) => {
return (`By continuing you confirm that you are seeking this information of your own accord, and that no one from ExpertConnect or these professionals has invited you to do so.`)
});
