/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_reply = /* @__PURE__ */ message("concerns_reply", (i) => {
return (`Your reply`)
});
