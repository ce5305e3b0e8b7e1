/* eslint-disable */
import { message } from "../runtime.js";

export const records_download_label = /* @__PURE__ */ message("records_download_label", (i) => {
return (`Download PDF: ${i?.title} from ${i?.name}`)
});
