/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_OfflineInputs */

const en_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Showing what this device has saved; booking, posting and other changes need a connection.`)
};

const hi_shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप ऑफ़लाइन हैं। इस डिवाइस पर सहेजी गई जानकारी दिखाई जा रही है; बुकिंग, पोस्ट करने और दूसरे बदलावों के लिए इंटरनेट कनेक्शन ज़रूरी है।`)
};

/**
* | output |
* | --- |
* | "You are offline. Showing what this device has saved; booking, posting and other changes need a connection." |
*
* @param {Shell_OfflineInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_offline = /** @type {((inputs?: Shell_OfflineInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_OfflineInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_offline(inputs)
	return en_shell_offline(inputs)
});