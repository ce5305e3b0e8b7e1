/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_loading = /* @__PURE__ */ message("concerns_loading", (i) => {
return (`Loading your concerns`)
});
