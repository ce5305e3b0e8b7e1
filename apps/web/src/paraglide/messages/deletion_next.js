/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_next = /* @__PURE__ */ message("deletion_next", (i) => {
return (`What happens next`)
});
