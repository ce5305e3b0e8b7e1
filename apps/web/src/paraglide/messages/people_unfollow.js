/* eslint-disable */
import { message } from "../runtime.js";

export const people_unfollow = /* @__PURE__ */ message("people_unfollow", (i) => {
return (`Unfollow`)
});
