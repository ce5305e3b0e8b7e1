/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_kept = /* @__PURE__ */ message("deletion_data_kept", (i) => {
return (`Records the law requires us to keep, such as payment and tax records, are kept only as long as the law requires.`)
});
