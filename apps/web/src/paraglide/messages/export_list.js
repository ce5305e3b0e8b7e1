/* eslint-disable */
import { message } from "../runtime.js";

export const export_list = /* @__PURE__ */ message("export_list", (i) => {
return (`Your data exports`)
});
