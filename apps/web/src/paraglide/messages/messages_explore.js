/* eslint-disable */
import { message } from "../runtime.js";

export const messages_explore = /* @__PURE__ */ message("messages_explore", (i) => {
return (`Explore Experts`)
});
