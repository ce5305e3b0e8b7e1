/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_messages = /* @__PURE__ */ message("deletion_data_messages", (i) => {
return (`Messages and notifications`)
});
