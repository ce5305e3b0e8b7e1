/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_replies = /* @__PURE__ */ message("concerns_replies", (i) => {
return (`Replies`)
});
