/* eslint-disable */
import { message } from "../runtime.js";

export const people_unfollowed = /* @__PURE__ */ message("people_unfollowed", (i) => {
return (`You unfollowed ${i?.name}`)
});
