/* eslint-disable */
import { message } from "../runtime.js";

export const export_requested = /* @__PURE__ */ message("export_requested", (i) => {
return (`We are preparing your data. We will tell you here and by e-mail when it is ready.`)
});
