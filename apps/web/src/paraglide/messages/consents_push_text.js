/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Push_TextInputs */

const en_consents_push_text = /** @type {(inputs: Consents_Push_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications to your devices; withdrawing turns them off on every device`)
};

const hi_consents_push_text = /** @type {(inputs: Consents_Push_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके डिवाइसों पर सूचनाएँ; सहमति वापस लेने पर ये हर डिवाइस पर बंद हो जाती हैं`)
};

/**
* | output |
* | --- |
* | "Notifications to your devices; withdrawing turns them off on every device" |
*
* @param {Consents_Push_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_push_text = /** @type {((inputs?: Consents_Push_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Push_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_push_text(inputs)
	return en_consents_push_text(inputs)
});