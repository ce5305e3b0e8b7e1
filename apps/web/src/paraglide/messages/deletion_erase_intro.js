/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_erase_intro = /* @__PURE__ */ message("deletion_erase_intro", (i) => {
return (`We e-mail you a link to confirm. Once you confirm, your account is deleted after ${i?.days} business days; you can cancel until then.`)
});
