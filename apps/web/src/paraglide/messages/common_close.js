/* eslint-disable */
import { message } from "../runtime.js";

export const common_close = /* @__PURE__ */ message("common_close", (i) => {
return (`Close`)
});
