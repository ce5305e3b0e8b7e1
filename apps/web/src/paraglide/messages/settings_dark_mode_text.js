/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dark_Mode_TextInputs */

const en_settings_dark_mode_text = /** @type {(inputs: Settings_Dark_Mode_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a dark theme across the app`)
};

const hi_settings_dark_mode_text = /** @type {(inputs: Settings_Dark_Mode_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरे ऐप में गहरे रंग की थीम इस्तेमाल करें`)
};

/**
* | output |
* | --- |
* | "Use a dark theme across the app" |
*
* @param {Settings_Dark_Mode_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_mode_text = /** @type {((inputs?: Settings_Dark_Mode_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dark_Mode_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_dark_mode_text(inputs)
	return en_settings_dark_mode_text(inputs)
});