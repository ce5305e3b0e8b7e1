/* eslint-disable */
import { message } from "../runtime.js";

export const export_download = /* @__PURE__ */ message("export_download", (i) => {
return (`Download ZIP`)
});
