/* eslint-disable */
import { message } from "../runtime.js";

export const people_followed = /* @__PURE__ */ message("people_followed", (i) => {
return (`You are now following ${i?.name}`)
});
