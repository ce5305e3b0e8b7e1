/* eslint-disable */
import { message } from "../runtime.js";

export const export_badge_expired = /* @__PURE__ */ message("export_badge_expired", (i) => {
return (`Expired`)
});
