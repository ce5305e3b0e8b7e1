/* eslint-disable */
import { message } from "../runtime.js";

export const records_files = /* @__PURE__ */ message("records_files", (i) => {
return (`Record files`)
});
