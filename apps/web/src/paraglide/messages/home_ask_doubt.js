/* eslint-disable */
import { message } from "../runtime.js";

export const home_ask_doubt = /* @__PURE__ */ message("home_ask_doubt", (i) => {
return (`Ask Doubt`)
});
