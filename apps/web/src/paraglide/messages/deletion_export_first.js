/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_export_first = /* @__PURE__ */ message("deletion_export_first", (i) => {
return (`Export your data first`)
});
