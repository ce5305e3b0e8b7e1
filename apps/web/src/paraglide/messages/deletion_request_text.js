/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_request_text = /* @__PURE__ */ message("deletion_request_text", (i) => {
return (`Use the details of the account you want deleted, so we can find and verify it.`)
});
