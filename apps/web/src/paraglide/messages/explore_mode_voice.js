/* eslint-disable */
import { message } from "../runtime.js";

export const explore_mode_voice = /* @__PURE__ */ message("explore_mode_voice", (i) => {
return (`Voice`)
});
