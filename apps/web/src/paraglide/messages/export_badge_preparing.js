/* eslint-disable */
import { message } from "../runtime.js";

export const export_badge_preparing = /* @__PURE__ */ message("export_badge_preparing", (i) => {
return (`Preparing`)
});
