/* eslint-disable */
import { message } from "../runtime.js";

export const people_following = /* @__PURE__ */ message("people_following", (i) => {
return (`Following`)
});
