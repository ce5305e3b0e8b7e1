/* eslint-disable */
import { message } from "../runtime.js";

export const export_title = /* @__PURE__ */ message("export_title", (i) => {
return (`Download my data`)
});
