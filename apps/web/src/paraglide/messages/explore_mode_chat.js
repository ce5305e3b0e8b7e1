/* eslint-disable */
import { message } from "../runtime.js";

export const explore_mode_chat = /* @__PURE__ */ message("explore_mode_chat", (i) => {
return (`Chat`)
});
