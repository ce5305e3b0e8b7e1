/* eslint-disable */
import { message } from "../runtime.js";

export const people_follow = /* @__PURE__ */ message("people_follow", (i) => {
return (`Follow`)
});
