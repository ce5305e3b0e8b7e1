/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_subject = /* @__PURE__ */ message("concerns_subject", (i) => {
return (`What is it about?`)
});
