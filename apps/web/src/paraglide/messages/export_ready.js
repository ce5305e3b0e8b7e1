/* eslint-disable */
import { message } from "../runtime.js";

export const export_ready = /* @__PURE__ */ message("export_ready", (i) => {
return (`Your data is ready`)
});
