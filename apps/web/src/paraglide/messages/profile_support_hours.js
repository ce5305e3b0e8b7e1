/* eslint-disable */
import { message } from "../runtime.js";

export const profile_support_hours = /* @__PURE__ */ message("profile_support_hours", (i) => {
return (`Our support team is available ${i?.hours}.`)
});
