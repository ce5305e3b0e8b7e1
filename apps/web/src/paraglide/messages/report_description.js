/* eslint-disable */
import { message } from "../runtime.js";

export const report_description = /* @__PURE__ */ message("report_description", (i) => {
return (`Tell the moderators what is wrong. The author is not told who reported it.`)
});
