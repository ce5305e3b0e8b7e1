/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_created_text = /* @__PURE__ */ message("concerns_created_text", (i) => {
return (`We e-mailed you an acknowledgement. Our answer will appear under My concerns.`)
});
