/* eslint-disable */
import { message } from "../runtime.js";

export const people_back = /* @__PURE__ */ message("people_back", (i) => {
return (`Back to Feed`)
});
