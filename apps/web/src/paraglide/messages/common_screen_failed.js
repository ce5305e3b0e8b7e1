/* eslint-disable */
import { message } from "../runtime.js";

export const common_screen_failed = /* @__PURE__ */ message("common_screen_failed", (i) => {
return (`Something went wrong on this screen.`)
});
