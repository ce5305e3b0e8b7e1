/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Push_OffInputs */

const en_settings_push_off = /** @type {(inputs: Settings_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications disabled`)
};

const hi_settings_push_off = /** @type {(inputs: Settings_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पुश सूचनाएँ बंद हो गईं`)
};

/**
* | output |
* | --- |
* | "Push notifications disabled" |
*
* @param {Settings_Push_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_push_off = /** @type {((inputs?: Settings_Push_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Push_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_push_off(inputs)
	return en_settings_push_off(inputs)
});