/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_awaiting = /* @__PURE__ */ message("deletion_awaiting", (i) => {
return (`Waiting for you to confirm from the link we e-mailed you.`)
});
