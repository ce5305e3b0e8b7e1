/* eslint-disable */
import { message } from "../runtime.js";

export const people_followers = /* @__PURE__ */ message("people_followers", (i) => {
return (`Followers`)
});
