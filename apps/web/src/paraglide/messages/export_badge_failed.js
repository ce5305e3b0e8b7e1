/* eslint-disable */
import { message } from "../runtime.js";

export const export_badge_failed = /* @__PURE__ */ message("export_badge_failed", (i) => {
return (`Failed`)
});
