/* eslint-disable */
import { message } from "../runtime.js";

export const export_available_until = /* @__PURE__ */ message("export_available_until", (i) => {
return (`available until ${i?.when}`)
});
