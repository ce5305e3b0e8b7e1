/* eslint-disable */
import { message } from "../runtime.js";

export const profile_title = /* @__PURE__ */ message("profile_title", (i) => {
return (`Profile`)
});
