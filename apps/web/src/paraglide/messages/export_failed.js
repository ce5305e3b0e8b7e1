/* eslint-disable */
import { message } from "../runtime.js";

export const export_failed = /* @__PURE__ */ message("export_failed", (i) => {
return (`We could not prepare this export. Please ask again.`)
});
