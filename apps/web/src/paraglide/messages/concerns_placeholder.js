/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_placeholder = /* @__PURE__ */ message("concerns_placeholder", (i) => {
return (`What happened, when, and what you would like us to do`)
});
