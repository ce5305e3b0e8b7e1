/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_erase_requested_text = /* @__PURE__ */ message("deletion_erase_requested_text", (i) => {
return (`We sent a link to your account's e-mail address. Open it within ${i?.hours} hours to confirm.`)
});
