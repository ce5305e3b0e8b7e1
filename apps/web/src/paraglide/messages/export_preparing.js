/* eslint-disable */
import { message } from "../runtime.js";

export const export_preparing = /* @__PURE__ */ message("export_preparing", (i) => {
return (`Preparing your data…`)
});
