/* eslint-disable */
import { message } from "../runtime.js";

export const records_download = /* @__PURE__ */ message("records_download", (i) => {
return (`Download PDF`)
});
