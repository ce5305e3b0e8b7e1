/* eslint-disable */
import { message } from "../runtime.js";

export const shell_main_nav = /* @__PURE__ */ message("shell_main_nav", (i) => {
return (`Main`)
});
