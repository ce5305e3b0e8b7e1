/* eslint-disable */
import { message } from "../runtime.js";

export const records_summary = /* @__PURE__ */ message("records_summary", (i) => {
return (`Session summary`)
});
