/* eslint-disable */
import { message } from "../runtime.js";

export const shell_test_mode = /* @__PURE__ */ message("shell_test_mode", (i) => {
return (`Test mode — no real money`)
});
