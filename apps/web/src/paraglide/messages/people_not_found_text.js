/* eslint-disable */
import { message } from "../runtime.js";

export const people_not_found_text = /* @__PURE__ */ message("people_not_found_text", (i) => {
return (`This person does not exist or has deleted their account.`)
});
