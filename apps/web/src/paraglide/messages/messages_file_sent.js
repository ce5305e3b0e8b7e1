/* eslint-disable */
import { message } from "../runtime.js";

export const messages_file_sent = /* @__PURE__ */ message("messages_file_sent", (i) => {
return (`${i?.name} sent`)
});
