/* eslint-disable */
import { message } from "../runtime.js";

export const export_request = /* @__PURE__ */ message("export_request", (i) => {
return (`Request my data`)
});
